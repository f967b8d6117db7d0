import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { MAX_OCCURRENCES, type EventLocation, type MessageDescriptor, type RecurrenceRule } from '@eventory/core';
import { englishMessage, type ApiMessage } from '../../i18n/apiMessages.js';
import { expandStarts, mapRule } from './icsRecurrence.js';
import { ZoneResolver, readTime, readTimes, type LocalSpan, type ZonedTime } from './icsTime.js';

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalDuration = InstanceType<typeof ICAL.Duration>;

/** What the overrides of one series inherit: its key, zone, fields and length. */
interface SeriesContext {
  base: string;
  zone: string;
  event: IcsEvent;
  /** DTEND − DTSTART (or DURATION) of the series, for overrides that give no end. */
  duration: IcalDuration;
}

/** A RECURRENCE-ID component and the local date (series zone) of the occurrence it replaces. */
interface Change {
  component: IcalComponent;
  original: string;
}

/** The file cannot be read as iCalendar; `reason` says why, for a person (a catalogue message; `message` its English). */
export class IcsParseError extends Error {
  constructor(readonly reason: MessageDescriptor) {
    super(englishMessage(reason));
  }
}

/**
 * One event as the file describes it, in Eventory's fields. Dates are local `YYYY-MM-DD` and
 * times `HH:mm` in `timezone` (an IANA name or `UTC`); all-day events run 00:00–23:59.
 */
export interface IcsEvent {
  /** Re-import key stored in `events.source_uid`: the UID, or `UID#YYYY-MM-DD` for one occurrence. */
  key: string;
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  location: EventLocation | null;
  /** The series rule (exdates included) of a recurring parent; null for a single event. */
  recurrence: RecurrenceRule | null;
}

/** A RECURRENCE-ID component: new fields for the occurrence that started on `original_date`. */
export interface IcsOverride {
  /** `UID#YYYY-MM-DD` of the original occurrence date. */
  key: string;
  /** The occurrence's original local start date in the series zone. */
  original_date: string;
  /** The new fields, local to the series zone (`recurrence` is null). */
  event: IcsEvent;
}

/** A single event, or a recurring parent with the occurrences the file changes. */
export interface IcsSeries {
  /** The re-import key prefix of this UID's occurrence keys (`<uid>#`). */
  occurrence_prefix: string;
  event: IcsEvent;
  overrides: IcsOverride[];
}

/** What a file maps to: events to write, VEVENTs left out, and notes for the person importing. */
export interface IcsCalendar {
  series: IcsSeries[];
  skipped: number;
  warnings: ApiMessage[];
}

export interface ParseOptions {
  /** Now, UTC ms: bounds the expansion of rules our model cannot hold (default Date.now()). */
  now?: number;
  /** The title of an event without SUMMARY (default '(untitled)'); the importer gives it in the site's language. */
  untitled?: string;
}

/** Rules without an equivalent are expanded up to two years past now (or past their start). */
const EXPAND_HORIZON_MS = 2 * 366 * 86_400_000;
const TITLE_MAX = 300;
const DESCRIPTION_MAX = 100_000;
const ADDRESS_MAX = 500;
/** UIDs longer than this are stored hashed (source_uid holds 500 characters). */
const UID_MAX = 400;

const text = (component: IcalComponent, name: string): string | null => {
  const value = component.getFirstPropertyValue(name);
  return value === null || value === undefined ? null : String(value);
};
const isCancelled = (component: IcalComponent) => text(component, 'status')?.trim().toUpperCase() === 'CANCELLED';

function uidKey(uid: string): string {
  return uid.length <= UID_MAX ? uid : `sha256:${createHash('sha256').update(uid).digest('hex')}`;
}

function location(raw: string | null): EventLocation | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value)) return { type: 'online', address: { address: '' }, url: value };
  return { type: 'offline', address: { address: value.slice(0, ADDRESS_MAX) }, url: '' };
}

/** Reads the text into VCALENDAR components. @throws IcsParseError */
function readCalendars(input: string): IcalComponent[] {
  const body = input.replace(/^\uFEFF/, '');
  if (!body.trim()) throw new IcsParseError(/*i18n*/ { id: 'the file is empty.' });
  if (!/^\s*BEGIN:VCALENDAR[ \t]*(\r?\n|$)/i.test(body)) throw new IcsParseError(/*i18n*/ { id: 'it does not start with BEGIN:VCALENDAR.' });
  let jcal: unknown[];
  try {
    jcal = ICAL.parse(body) as unknown[];
  } catch (error) {
    const message = (error as Error).message;
    if (message.includes('component began but did not end')) throw new IcsParseError(/*i18n*/ { id: 'it is cut off (a BEGIN:… has no matching END:…, such as END:VCALENDAR).' });
    // ical.js's own words: not a catalogue entry, shown as they are.
    throw new IcsParseError({ id: `${message.replace(/\.$/, '')}.` });
  }
  const roots = (typeof jcal[0] === 'string' ? [jcal] : jcal) as unknown[][];
  const calendars = roots.map((root) => new ICAL.Component(root as [string, unknown[], unknown[]])).filter((c) => c.name === 'vcalendar');
  if (calendars.length === 0) throw new IcsParseError(/*i18n*/ { id: 'it contains no VCALENDAR.' });
  return calendars;
}

/** Registers the file's VTIMEZONEs so its TZIDs resolve; answers the TZIDs to remove afterwards. */
function registerTimezones(calendar: IcalComponent): string[] {
  const added: string[] = [];
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = text(vtimezone, 'tzid');
    if (!tzid || ICAL.TimezoneService.has(tzid)) continue;
    ICAL.TimezoneService.register(vtimezone);
    added.push(tzid);
  }
  return added;
}

/** Maps the VEVENTs of one VCALENDAR. */
class CalendarMapper {
  private readonly zones: ZoneResolver;

  constructor(
    calendar: IcalComponent,
    private readonly out: { series: IcsSeries[]; skipped: number; warn: (message: ApiMessage) => void },
    private readonly now: number,
    private readonly untitled: string,
  ) {
    this.zones = new ZoneResolver(text(calendar, 'x-wr-timezone'), out.warn);
  }

  /** Groups VEVENTs by UID and maps each group; invalid values throw IcsParseError naming the event. */
  map(vevents: IcalComponent[]) {
    const groups = new Map<string, { masters: IcalComponent[]; overrides: IcalComponent[] }>();
    for (const vevent of vevents) {
      const identity = `${text(vevent, 'summary') ?? ''}|${vevent.getFirstProperty('dtstart')?.toICALString() ?? ''}`;
      const uid = text(vevent, 'uid')?.trim() || `no-uid:${createHash('sha1').update(identity).digest('hex')}`;
      const group = groups.get(uid) ?? { masters: [], overrides: [] };
      (vevent.hasProperty('recurrence-id') ? group.overrides : group.masters).push(vevent);
      groups.set(uid, group);
    }
    for (const [uid, group] of groups) {
      try {
        this.mapGroup(uid, group.masters, group.overrides);
      } catch (error) {
        if (error instanceof IcsParseError) throw error;
        const title = text(group.masters[0] ?? group.overrides[0]!, 'summary') ?? uid;
        throw new IcsParseError(/*i18n*/ { id: 'the event "{title}" (UID {uid}) has an invalid value: {error}.', values: { title, uid, error: (error as Error).message } });
      }
    }
  }

  private mapGroup(uid: string, masters: IcalComponent[], overrides: IcalComponent[]) {
    const base = uidKey(uid);
    const master = masters.reduce<IcalComponent | undefined>(
      (best, c) => (!best || Number(c.getFirstPropertyValue('sequence') ?? 0) >= Number(best.getFirstPropertyValue('sequence') ?? 0) ? c : best),
      undefined,
    );
    if (masters.length > 1) {
      this.out.warn(/*i18n*/ { id: 'The file has {count} versions of "{title}"; the one with the highest SEQUENCE was used.', values: { count: masters.length, title: text(master!, 'summary') ?? uid } });
    }
    if (!master) {
      for (const o of overrides) this.standaloneOverride(o, base, /*i18n*/ { id: 'changes one date of a series that is not in the file' });
      return;
    }
    const title = this.title(master, this.untitled);
    const start = readTime(master, 'dtstart');
    if (!start) {
      this.skip(1 + overrides.length, /*i18n*/ { id: '"{title}" has no start (DTSTART) and was not imported.', values: { title } });
      return;
    }
    if (isCancelled(master)) {
      this.skip(1 + overrides.length, cancelledMessage(title));
      return;
    }
    const zone = this.zones.eventZone(start);
    const event = this.event(master, base, zone, title, start, readEnd(master, start), null);
    const series: SeriesContext = { base, zone, event, duration: new ICAL.Event(master, { exceptions: [] }).duration };
    const changed = overrides.map((component): Change => ({ component, original: this.originalDate(component, zone, title) }));
    const rrules = master.getAllProperties('rrule');
    const rdates = master.getAllProperties('rdate');
    if (rrules.length === 0 && rdates.length === 0) return this.single(series, changed);
    const recur = rrules.length === 1 && rdates.length === 0 ? rrules[0]!.getFirstValue() : null;
    if (recur !== null && !(recur instanceof ICAL.Recur)) throw new Error('RRULE is not a recurrence rule');
    if (!recur) return this.expand(master, start, series, changed, rrules.length > 1 ? /*i18n*/ { id: 'several RRULEs' } : 'RDATE');
    if (recur.count === 1) return this.single(series, changed);
    const until = recur.until ? this.zones.toLocal({ time: recur.until, tzid: null }, zone) : null;
    const mapping = mapRule(recur, { date: event.start_date, time: start.time.isDate ? null : event.start_time }, until);
    if ('reason' in mapping) return this.expand(master, start, series, changed, mapping.reason);
    const cancelled = changed.filter((c) => isCancelled(c.component)).map((c) => c.original);
    const exdates = [...new Set([...readTimes(master, 'exdate').map((t) => this.zones.toLocal(t, zone).date), ...cancelled])].sort();
    if (exdates.length > 1000) return this.expand(master, start, series, changed, /*i18n*/ { id: 'more than {count} excluded dates', values: { count: 1000 } });
    if (mapping.note) this.out.warn(/*i18n*/ { id: '"{title}": {note}.', values: { title, note: mapping.note } });
    const kept = changed.filter((c) => !isCancelled(c.component)).map((c) => this.override(c, series));
    this.out.series.push({ occurrence_prefix: `${base}#`, event: { ...event, recurrence: { ...mapping.rule, exdates } }, overrides: kept });
  }

  /** A non-recurring event; an override of its own date replaces its fields, others stand alone. */
  private single(series: SeriesContext, changed: Change[]) {
    const { event } = series;
    const own = changed.find((c) => c.original === event.start_date);
    if (own && isCancelled(own.component)) {
      this.skip(1, cancelledMessage(event.title));
    } else {
      const replaced = own ? { ...this.override(own, series).event, key: event.key } : event;
      this.out.series.push({ occurrence_prefix: `${event.key}#`, event: replaced, overrides: [] });
    }
    for (const c of changed) if (c !== own) this.standaloneOverride(c.component, event.key, /*i18n*/ { id: 'changes a date the event does not have' });
  }

  /** Rules our model cannot hold: one standalone event per occurrence (bounded), with a warning. */
  private expand(master: IcalComponent, start: ZonedTime, series: SeriesContext, changed: Change[], reason: string | MessageDescriptor) {
    const { event } = series;
    const horizon = Math.max(this.now, start.time.toUnixTime() * 1000) + EXPAND_HORIZON_MS;
    const { starts, truncated } = expandStarts(new ICAL.Event(master, { exceptions: [] }), horizon, MAX_OCCURRENCES);
    const byDate = new Map(changed.map((c) => [c.original, c]));
    const used = new Set<IcalComponent>();
    const keys = new Set<string>();
    let count = 0;
    for (const time of starts) {
      const occurrence = { time, tzid: start.tzid };
      const local = this.zones.toLocal(occurrence, event.timezone);
      const dateKey = `${event.key}#${local.date}`;
      // One key per date; further starts on the same date (an hourly rule) add their time.
      const firstOfDate = !keys.has(dateKey);
      const key = firstOfDate ? dateKey : `${dateKey}T${local.time}`;
      keys.add(key);
      const change = firstOfDate ? byDate.get(local.date) : undefined;
      if (change) used.add(change.component);
      if (change && isCancelled(change.component)) continue;
      const item = change
        ? this.override(change, series).event
        : { ...event, ...this.span(occurrence, addDuration(occurrence, series.duration), event.timezone, event.title), key };
      this.out.series.push({ occurrence_prefix: `${key}#`, event: item, overrides: [] });
      count++;
    }
    const values = { title: event.title, reason, count };
    this.out.warn(
      truncated
        ? /*i18n*/ { id: '"{title}" repeats in a way Eventory cannot store as a series ({reason}); its first {count} dates, up to about two years ahead, were imported as separate events.', values }
        : /*i18n*/ { id: '"{title}" repeats in a way Eventory cannot store as a series ({reason}); its {count} dates were imported as separate events.', values },
    );
    for (const c of changed) if (!used.has(c.component)) this.standaloneOverride(c.component, event.key, /*i18n*/ { id: 'changes a date the series does not have' });
  }

  private event(component: IcalComponent, key: string, zone: string, title: string, start: ZonedTime, end: ZonedTime | null, fallback: IcsEvent | null): IcsEvent {
    const span = this.span(start, end, zone, title);
    const description = text(component, 'description') ?? fallback?.description ?? '';
    if (description.length > DESCRIPTION_MAX) this.out.warn(/*i18n*/ { id: 'The description of "{title}" was shortened to {max} characters.', values: { title, max: DESCRIPTION_MAX } });
    const place = component.hasProperty('location') ? location(text(component, 'location')) : (fallback?.location ?? null);
    return {
      key,
      title,
      description: description.slice(0, DESCRIPTION_MAX),
      start_date: span.start_date,
      end_date: span.end_date,
      start_time: span.start_time,
      end_time: span.end_time,
      timezone: zone,
      location: place,
      recurrence: null,
    };
  }

  private span(start: ZonedTime, end: ZonedTime | null, zone: string, title: string): LocalSpan {
    return this.zones.span(start, end, zone, title);
  }

  private title(component: IcalComponent, fallback: string): string {
    const value = (text(component, 'summary') ?? '').replace(/\s+/g, ' ').trim();
    if (value.length > TITLE_MAX) this.out.warn(/*i18n*/ { id: 'The title "{title}…" was shortened to {max} characters.', values: { title: value.slice(0, 40), max: TITLE_MAX } });
    return value.slice(0, TITLE_MAX) || fallback;
  }

  /** The local date (series zone) of the occurrence a RECURRENCE-ID component replaces. */
  private originalDate(component: IcalComponent, zone: string, title: string): string {
    const prop = component.getFirstProperty('recurrence-id')!;
    if (prop.getParameter('range')) this.out.warn(/*i18n*/ { id: 'A change to "{title}" applies to later dates too (RANGE); only its own date was changed.', values: { title } });
    return this.zones.toLocal(readTime(component, 'recurrence-id')!, zone).date;
  }

  /** The fields a RECURRENCE-ID component gives its occurrence; absent ones are the series'. */
  private override({ component, original }: Change, series: SeriesContext): IcsOverride {
    const start = readTime(component, 'dtstart') ?? readTime(component, 'recurrence-id')!;
    const title = this.title(component, series.event.title);
    const key = `${series.base}#${original}`;
    const end = readEnd(component, start) ?? addDuration(start, series.duration);
    return { key, original_date: original, event: this.event(component, key, series.zone, title, start, end, series.event) };
  }

  /** An override without its series (or of a date the series lacks) becomes a standalone event. */
  private standaloneOverride(component: IcalComponent, base: string, why: MessageDescriptor) {
    const title = this.title(component, this.untitled);
    if (isCancelled(component)) {
      this.skip(1, /*i18n*/ { id: 'A cancellation of "{title}" {why}; it was skipped.', values: { title, why } });
      return;
    }
    const start = readTime(component, 'dtstart') ?? readTime(component, 'recurrence-id')!;
    const zone = this.zones.eventZone(start);
    const original = this.zones.toLocal(readTime(component, 'recurrence-id')!, zone).date;
    const event = this.event(component, `${base}#${original}`, zone, title, start, readEnd(component, start), null);
    this.out.warn(/*i18n*/ { id: '"{title}" ({date}) {why}; it was imported as a separate event.', values: { title, date: event.start_date, why } });
    this.out.series.push({ occurrence_prefix: `${event.key}#`, event, overrides: [] });
  }

  private skip(count: number, message: ApiMessage) {
    this.out.skipped += count;
    this.out.warn(message);
  }
}

/** The note for a cancelled event (STATUS:CANCELLED), which is not imported. */
function cancelledMessage(title: string): MessageDescriptor {
  return /*i18n*/ { id: '"{title}" is cancelled (STATUS:CANCELLED) and was not imported.', values: { title } };
}

/** A time plus a duration, in the same zone. */
function addDuration(start: ZonedTime, duration: IcalDuration): ZonedTime {
  const time = start.time.clone();
  time.addDuration(duration);
  return { time, tzid: start.tzid };
}

/** DTEND, else DTSTART + DURATION, else null. */
function readEnd(component: IcalComponent, start: ZonedTime): ZonedTime | null {
  const end = readTime(component, 'dtend');
  if (end) return end;
  const duration = component.getFirstPropertyValue('duration');
  return duration instanceof ICAL.Duration ? addDuration(start, duration) : null;
}

/**
 * Maps an iCalendar file to events (pure: no database).
 *
 * - Times: a TZID that names an IANA zone becomes the event's zone and keeps its wall clock;
 *   UTC and floating times, and all-day events, use the calendar's X-WR-TIMEZONE (else UTC);
 *   unknown TZIDs are computed with the file's VTIMEZONE and shown in that zone, with a warning.
 * - All-day (VALUE=DATE): 00:00–23:59, end date = DTEND − 1 day (exclusive end).
 * - RRULE → a recurring parent when {@link mapRule} can hold it, EXDATE and cancelled
 *   RECURRENCE-IDs → exdates; other rules are expanded into separate events (at most
 *   MAX_OCCURRENCES, about two years ahead) with a warning.
 * - LOCATION → an offline address, or an online URL when it is just an http(s) link.
 * - STATUS:CANCELLED events are skipped with a warning.
 * @param text the file's content (UTF-8 already decoded)
 * @throws IcsParseError when the text is empty, not iCalendar, cut off, or holds an invalid value
 */
export function parseIcs(text: string, options: ParseOptions = {}): IcsCalendar {
  const calendars = readCalendars(text);
  // Keyed by the message and its values: the same note about two events is said once per event.
  const warnings = new Map<string, ApiMessage>();
  const warn = (message: ApiMessage) => void warnings.set(JSON.stringify(message), message);
  const out = { series: [] as IcsSeries[], skipped: 0, warn };
  for (const calendar of calendars) {
    const added = registerTimezones(calendar);
    try {
      new CalendarMapper(calendar, out, options.now ?? Date.now(), options.untitled ?? '(untitled)').map(calendar.getAllSubcomponents('vevent'));
    } finally {
      for (const tzid of added) ICAL.TimezoneService.remove(tzid);
    }
  }
  if (out.series.length === 0 && out.skipped === 0) warn(/*i18n*/ 'The file contains no events.');
  return { series: out.series, skipped: out.skipped, warnings: [...warnings.values()] };
}
