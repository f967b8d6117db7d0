import { html } from '../../site/html.js';
import { peopleHeading, peopleSection } from '../../site/eventSections.js';
import { programmeSection } from '../../site/programme.js';
import type { BlockRenderer } from '../types.js';
import { blockTitle, sampleNote, wrap } from './shared.js';
import { staticUrl } from '../../site/staticAssets.js';

/** The script that wires the programme's day tabs and the people search (the public site's own). */
const SITE_SCRIPT = staticUrl('site.js');

/** `eventin-pro/event-schedule`: the public page's programme under its own 'Schedule' heading (one day at a time, track and room filters). */
export const eventSchedule: BlockRenderer = (attrs, ctx) => {
  const section = programmeSection(ctx.data.program.programs, ctx.programmeQuery, ctx.site.text);
  if (!section) return sampleNote(ctx, ctx.site.text.i18n._('The schedule shows here')) || html``;
  ctx.scripts.add(SITE_SCRIPT);
  return wrap('event-schedule', attrs, section);
};

/** `eventin-pro/event-speaker` and `eventin-pro/event-organizer`: the public page's people cards under the block's title. */
function peopleBlock(kind: 'speakers' | 'organizers'): BlockRenderer {
  return (attrs, ctx) => {
    const people = ctx.data.program[kind];
    const heading = ctx.text(attrs.title) || peopleHeading(kind, ctx.site.text);
    const section = peopleSection(heading, kind, people, ctx.site.text);
    if (!section) return html``;
    ctx.scripts.add(SITE_SCRIPT);
    const columns = Math.min(4, Math.max(1, Number(attrs.columns) || 3));
    return wrap(kind === 'speakers' ? 'event-speaker' : 'event-organizer', attrs, html`<div class="etn-people etn-columns-${columns}">${section}</div>`);
  };
}
export const eventSpeaker = peopleBlock('speakers');
export const eventOrganizer = peopleBlock('organizers');

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** `eventin-pro/event-attendee`: who is coming (completed bookings), up to `limit`, with initials avatars and optionally emails. */
export const eventAttendee: BlockRenderer = (attrs, ctx) => {
  const { attendees, attendeeCount } = ctx.data;
  if (!attendees.length) return html``;
  const limit = Math.min(100, Math.max(1, Number(attrs.limit) || 12));
  const shown = attendees.slice(0, limit);
  const more = attendeeCount - shown.length;
  return wrap(
    'event-attendee',
    attrs,
    html`${blockTitle(attrs, ctx)}<ul class="etn-attendees">${shown.map(
      (a) => html`<li>${attrs.showAvatar === false ? '' : html`<span class="etn-avatar" aria-hidden="true">${initials(a.name)}</span>`}<span>${a.name}${attrs.showEmail === true ? html`<br><small>${a.email}</small>` : ''}</span></li>`,
    )}</ul>${more > 0 ? html`<p class="etn-muted">${ctx.site.text.i18n._('and {count} more', { count: more })}</p>` : ''}`,
  );
};
