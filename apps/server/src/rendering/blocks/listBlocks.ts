import { PART_SEPARATOR, type EventItem } from '@eventory/core';
import { html } from '../../site/html.js';
import { eventPlace, eventWhen } from '../../site/pages.js';
import type { BlockContext, BlockRenderer } from '../types.js';
import { blockTitle, wrap } from './shared.js';

function eventCard(e: EventItem, ctx: BlockContext) {
  const place = eventPlace(e, ctx.site.text);
  return html`<li class="etn-event-card"><a href="${ctx.sampleEvent ? '#' : e.link}">${e.title}</a><span class="etn-muted">${eventWhen(e, ctx.site.text.locale)}${place ? `${PART_SEPARATOR}${place}` : ''}</span></li>`;
}

/** `eventin-pro/recurring-event`: the series' other dates, soonest first, up to `limit`. */
export const recurringEvent: BlockRenderer = (attrs, ctx) => {
  const limit = Math.max(1, Number(attrs.limit) || 10);
  const list = ctx.data.occurrences.filter((e) => Date.parse(e.end_at) >= ctx.now).slice(0, limit);
  if (!list.length) return html``;
  return wrap('recurring-event', attrs, html`${blockTitle(attrs, ctx)}<ul class="etn-event-list">${list.map((e) => eventCard(e, ctx))}</ul>`);
};

/** `eventin-pro/related-events`: upcoming events sharing a category or tag, up to `limit`. */
export const relatedEvents: BlockRenderer = (attrs, ctx) => {
  const limit = Math.max(1, Number(attrs.limit) || 3);
  const list = ctx.data.related.slice(0, limit);
  if (!list.length) return html``;
  return wrap('related-events', attrs, html`${blockTitle(attrs, ctx)}<ul class="etn-event-list etn-event-grid">${list.map((e) => eventCard(e, ctx))}</ul>`);
};
