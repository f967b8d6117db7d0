import { z } from 'zod';
import { formatCalendarDate, formatWallTime, formatWeekday, PART_SEPARATOR, PUBLIC_LANGUAGES } from '@eventory/core';
import type { PersonCard, ProgramDay, ProgramSlot } from '../modules/schedules/eventProgram.js';
import { bdi, html, type SafeHtml } from './html.js';
import type { PageText } from './publicText.js';

/**
 * What part of a programme the event page shows (issue #9 §5): one day (`YYYY-MM-DD`, the first
 * day when absent or unknown) and optionally one track and one room of it. Read from the page's
 * query string; a value that is not a string of a sane length is ignored, never an error.
 */
export const programmeQuery = z.object({
  day: z.string().max(10).optional().catch(undefined),
  track: z.string().max(300).optional().catch(undefined),
  room: z.string().max(300).optional().catch(undefined),
});
export type ProgrammeQuery = z.infer<typeof programmeQuery>;

/** Above this many talks on screen abstracts are left out: each topic links to its track's view. */
const FULL_ABSTRACTS_UP_TO = 60;

export const speakerHref = (person: PersonCard) => `/speaker/${encodeURIComponent(person.slug)}`;

interface Day {
  date: string;
  /** The day's name (e.g. "Saturday") and date, as the tab and the count show them. */
  parts: string[];
  programs: ProgramDay[];
}

/**
 * A programme day's name in the reader's language (issue #12 §2): a weekday name as imports write
 * it (in any shipped language) becomes the weekday in `locale`; a name of the schedule's own
 * ('Workshop day') stays as written.
 */
function dayName({ day_name, date }: ProgramDay, locale: string): string {
  const name = day_name.trim().toLocaleLowerCase();
  const isWeekday = PUBLIC_LANGUAGES.some((language) => formatWeekday(date, { locale: language }).toLocaleLowerCase() === name);
  return isWeekday ? formatWeekday(date, { locale }) : day_name;
}

function groupByDay(programs: ProgramDay[], locale: string): Day[] {
  const days = new Map<string, Day>();
  for (const program of programs) {
    const parts = [dayName(program, locale), formatCalendarDate(program.date, { locale })].filter(Boolean);
    const day = days.get(program.date) ?? { date: program.date, parts, programs: [] };
    day.programs.push(program);
    days.set(program.date, day);
  }
  return [...days.values()];
}

/** A day's name and date, each isolated in its own direction: "Saturday · Feb 1, 2025". */
const dayLabel = (day: Day): SafeHtml => html`${day.parts.map((part, i) => html`${i ? PART_SEPARATOR : ''}${bdi(part)}`)}`;

/** A query string for the page: only the given, non-empty parameters, anchored at the programme. */
function hrefOf(query: ProgrammeQuery, anchor = 'programme'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return `?${params.toString()}#${anchor}`;
}

/** Where a talk shows with its abstract: its track's (else its room's) view of the day, at the talk. */
function talkHref(slot: ProgramSlot, date: string): string | null {
  const narrower = slot.track ? { track: slot.track } : slot.room ? { room: slot.room } : null;
  return narrower && hrefOf({ day: date, ...narrower }, `slot-${slot.id}`);
}

/**
 * One talk: time (in the site's locale), room and track, topic, linked speakers. With `full` its
 * abstract follows; else (a long list) the topic links to the talk in its track's view, where the
 * abstract shows.
 */
function slotItem(date: string, slot: ProgramSlot, full: boolean, locale: string): SafeHtml {
  const where = [slot.room, slot.track].filter(Boolean).map((part) => html`${PART_SEPARATOR}${bdi(part)}`);
  const speakers = slot.speakers.map((person, i) => html`${i > 0 ? ', ' : ''}<a href="${speakerHref(person)}">${bdi(person.name)}</a>`);
  const href = full ? null : talkHref(slot, date);
  const objective = slot.objective && !href ? html`<div class="objective">${slot.objective}</div>` : '';
  return html`<li class="slot" id="slot-${slot.id}"><p class="muted"><time datetime="${date}T${slot.start_time}">${formatWallTime(slot.start_time, { locale })}</time>–${formatWallTime(slot.end_time, { locale })}${where}</p>
<h4>${href ? html`<a href="${href}">${bdi(slot.topic)}</a>` : bdi(slot.topic)}</h4>${speakers.length ? html`<p class="slot-speakers">${speakers}</p>` : ''}${objective}</li>`;
}

function options(values: string[], chosen: string | undefined, allLabel: string): SafeHtml {
  return html`<option value="">${allLabel}</option>${values.map((v) => html`<option value="${v}"${v === chosen ? html` selected` : ''}>${v}</option>`)}`;
}

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));

/**
 * The rooms the room filter offers: with one of the day's tracks chosen, the rooms of that track's
 * talks that day (the others would only answer 'No talks match'), else all of the day's rooms; a
 * chosen room stays offered either way, so the form never drops the reader's choice.
 */
function roomChoices(slots: ProgramSlot[], tracks: string[], query: ProgrammeQuery): string[] {
  const narrowed = query.track && tracks.includes(query.track) ? slots.filter((s) => s.track === query.track) : slots;
  return distinct([...narrowed.map((s) => s.room), query.room ?? '']);
}

/**
 * The track and room filter of one day: a plain GET form, so it works without script. Tracks are
 * all of the day's; rooms follow the chosen track ({@link roomChoices}).
 */
function filterForm(day: Day, slots: ProgramSlot[], query: ProgrammeQuery, { i18n }: PageText): SafeHtml | '' {
  const tracks = distinct(slots.map((s) => s.track));
  const dayRooms = distinct(slots.map((s) => s.room));
  if (tracks.length < 2 && dayRooms.length < 2) return '';
  const rooms = roomChoices(slots, tracks, query);
  const filtered = Boolean(query.track || query.room);
  return html`<form class="programme-filter" method="get" action="#programme" role="search" aria-label="${i18n._('Filter the programme')}">
<input type="hidden" name="day" value="${day.date}">
${tracks.length > 1 ? html`<label for="programme-track">${i18n._('Track')}</label><select id="programme-track" name="track">${options(tracks, query.track, i18n._('All tracks'))}</select>` : ''}
${dayRooms.length > 1 ? html`<label for="programme-room">${i18n._('Room')}</label><select id="programme-room" name="room">${options(rooms, query.room, i18n._('All rooms'))}</select>` : ''}
<button type="submit">${i18n._('Filter')}</button>${filtered ? html` <a href="${hrefOf({ day: day.date })}">${i18n._('Show the whole day')}</a>` : ''}
</form>`;
}

/**
 * The track and room of `query` that `day` has (a filter of another day's track would show no
 * talk while the select, which offers the day's own, read 'All tracks').
 */
function dayFilter(day: Day, query: ProgrammeQuery): Pick<ProgrammeQuery, 'track' | 'room'> {
  const slots = day.programs.flatMap((p) => p.slots);
  return {
    track: query.track && slots.some((s) => s.track === query.track) ? query.track : undefined,
    room: query.room && slots.some((s) => s.room === query.room) ? query.room : undefined,
  };
}

/** The days as tabs; each keeps the chosen track and room where that day has them (organiser walk: a day tab dropped the filter). */
function dayTabs(days: Day[], current: Day, query: ProgrammeQuery, { i18n }: PageText): SafeHtml | '' {
  if (days.length < 2) return '';
  const tabs = days.map(
    (day) => html`<li><a href="${hrefOf({ day: day.date, ...dayFilter(day, query) })}"${day === current ? html` aria-current="page"` : ''}>${dayLabel(day)}</a></li>`,
  );
  return html`<nav class="day-tabs" aria-label="${i18n._('Programme days')}"><ul>${tabs}</ul></nav>`;
}

/**
 * The event's programme (issue #9 §5): one day at a time behind day tabs (links, so each day has
 * its own URL and works without script), a track and room filter, and the day's talks in order.
 * A long list leaves abstracts out (the topic opens the talk in its track's view, with them), so
 * a 470-talk day stays a few hundred kilobytes.
 * In the page's language, days and times in its locale. Every value is escaped; the markup stays
 * small for a 470-talk day.
 */
export function programmeSection(programs: ProgramDay[], asked: ProgrammeQuery, text: PageText): SafeHtml | '' {
  const { i18n, locale } = text;
  const days = groupByDay(programs, locale);
  const current = days.find((d) => d.date === asked.day) ?? days[0];
  if (!current) return '';
  const query = { ...asked, ...dayFilter(current, asked) };
  const all = current.programs.flatMap((p) => p.slots);
  const keep = (slot: ProgramSlot) => (!query.track || slot.track === query.track) && (!query.room || slot.room === query.room);
  const shown = all.filter(keep).length;
  const full = shown <= FULL_ABSTRACTS_UP_TO;
  const articles = current.programs.map((program) => {
    const slots = program.slots.filter(keep);
    if (slots.length === 0) return '';
    return html`<article class="program"><h3>${bdi(program.program_title)}</h3>
<ol class="slots">${slots.map((slot) => slotItem(current.date, slot, full, locale))}</ol></article>`;
  });
  const count = i18n._('{count, plural, one {# talk} other {# talks}}', { count: shown });
  const hint = full ? '' : ` ${i18n._('(choose a track or room, or a talk, to read the abstracts)')}`;
  return html`<section class="event-programs" id="programme" aria-labelledby="programme-heading"><h2 id="programme-heading">${i18n._('Schedule')}</h2>
${dayTabs(days, current, query, text)}${filterForm(current, all, query, text)}
<p class="muted programme-count">${dayLabel(current)}: ${count}${hint}</p>
${shown ? articles : html`<p class="empty">${i18n._('No talks match this filter.')}</p>`}
</section>`;
}
