import ICAL from 'ical.js';
import { addDays, isValidTimezone, utcToZoned, zonedToUtc } from '@eventory/core';
import type { ApiMessage } from '../../i18n/apiMessages.js';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalProperty = InstanceType<typeof ICAL.Property>;

/** A wall-clock position: local date `YYYY-MM-DD` and time `HH:mm`, or `time: null` for a date. */
export interface LocalDateTime {
  date: string;
  time: string | null;
}

/** An event's local schedule in its zone: dates `YYYY-MM-DD`, times `HH:mm` (24 h). */
export interface LocalSpan {
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
}

/** A DTSTART/DTEND/RECURRENCE-ID/EXDATE value with the TZID it was written with (null: UTC or floating). */
export interface ZonedTime {
  time: IcalTime;
  tzid: string | null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Whole days from one local date to another (`to` − `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The wall-clock date and time an ical.js time is written with, ignoring its zone. */
function wallClock(t: IcalTime): LocalDateTime {
  const date = `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
  return { date, time: t.isDate ? null : `${pad(t.hour)}:${pad(t.minute)}` };
}

/**
 * Common Windows (Outlook/Exchange) zone names and their IANA equivalents (CLDR windowsZones,
 * the territory "001" entries). Names not listed fall back to the calendar's zone with a warning.
 */
const WINDOWS_ZONES: Record<string, string> = {
  'W. Europe Standard Time': 'Europe/Berlin',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'Romance Standard Time': 'Europe/Paris',
  'GMT Standard Time': 'Europe/London',
  'GTB Standard Time': 'Europe/Bucharest',
  'FLE Standard Time': 'Europe/Kiev',
  'Russian Standard Time': 'Europe/Moscow',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'Pacific Standard Time': 'America/Los_Angeles',
  'India Standard Time': 'Asia/Kolkata',
  'China Standard Time': 'Asia/Shanghai',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'UTC': 'UTC',
};

/**
 * The IANA zone a TZID names, or null. Accepts IANA names, names with a vendor prefix such as
 * `/mozilla.org/20050126_1/Europe/Berlin`, and the common Windows names.
 */
export function resolveTzid(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, '');
  if (isValidTimezone(name)) return canonical(name);
  const tail = /([A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){1,2})$/.exec(name)?.[1];
  if (tail && isValidTimezone(tail)) return canonical(tail);
  return WINDOWS_ZONES[name] ?? null;
}

/** The tz database spelling of a zone name (`europe/berlin` → `Europe/Berlin`); offsets stay as written. */
function canonical(zone: string): string {
  if (zone.startsWith('UTC')) return zone;
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}

/** A date-valued property with its TZID parameter, or null when absent. */
export function readTime(component: IcalComponent, name: string): ZonedTime | null {
  const prop = component.getFirstProperty(name);
  return prop ? zonedValue(prop, prop.getFirstValue()) : null;
}

/** Every value of every `name` property (EXDATE may hold several per line, on several lines). */
export function readTimes(component: IcalComponent, name: string): ZonedTime[] {
  return component.getAllProperties(name).flatMap((prop) => prop.getValues().map((value: unknown) => zonedValue(prop, value)));
}

function zonedValue(prop: IcalProperty, value: unknown): ZonedTime {
  if (!(value instanceof ICAL.Time)) throw new Error(`${prop.name.toUpperCase()} is not a date or date-time`);
  const tzid = prop.getParameter('tzid');
  return { time: value, tzid: typeof tzid === 'string' && tzid ? tzid : null };
}

/**
 * Turns the date-times of one VCALENDAR into local dates and times of an event zone. TZIDs resolve
 * to IANA names (so DST follows the tz database); an unknown TZID is computed with the file's own
 * VTIMEZONE when there is one and shown in the calendar zone, with a warning.
 */
export class ZoneResolver {
  /** The calendar's zone: a valid X-WR-TIMEZONE, else UTC. Used for UTC, floating and all-day times. */
  readonly calendarZone: string;

  constructor(
    xWrTimezone: string | null,
    private readonly warn: (message: ApiMessage) => void,
  ) {
    const resolved = xWrTimezone ? resolveTzid(xWrTimezone) : null;
    if (xWrTimezone && !resolved) warn(/*i18n*/ { id: 'The calendar timezone "{zone}" is unknown; UTC is used instead.', values: { zone: xWrTimezone } });
    this.calendarZone = resolved ?? 'UTC';
  }

  /** The zone an event is stored in: its DTSTART TZID when that is known, else the calendar zone. */
  eventZone(start: ZonedTime): string {
    if (start.time.isDate || !start.tzid) return this.calendarZone;
    const resolved = resolveTzid(start.tzid);
    if (resolved) return resolved;
    this.warn(/*i18n*/ { id: 'The timezone "{tzid}" is not a known IANA timezone; its events are shown in {zone}.', values: { tzid: start.tzid, zone: this.calendarZone } });
    return this.calendarZone;
  }

  /**
   * The local date and time of a value in `zone`: same-zone and floating values keep their wall
   * clock; UTC and other zones are converted through their UTC instant. Dates stay dates.
   */
  toLocal(value: ZonedTime, zone: string): LocalDateTime {
    const { time, tzid } = value;
    const wall = wallClock(time);
    if (time.isDate) return wall;
    if (time.zone?.tzid === 'UTC' || time.zone === ICAL.Timezone.utcTimezone) {
      return utcToZoned(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second), zone);
    }
    if (!tzid) return wall;
    const resolved = resolveTzid(tzid);
    if (resolved === zone) return wall;
    if (resolved) return utcToZoned(zonedToUtc(wall.date, wall.time!, resolved), zone);
    if (ICAL.TimezoneService.has(tzid)) return utcToZoned(time.toUnixTime() * 1000, zone);
    this.warn(/*i18n*/ { id: 'The timezone "{tzid}" is unknown and the file does not define it; its times are read as {zone}.', values: { tzid, zone } });
    return wall;
  }

  /**
   * An event's local schedule from its start and (exclusive) end.
   * All-day: times 00:00 and 23:59, the end date is DTEND − 1 day (the start date when DTEND is
   * missing or not after the start). Timed: a missing end means the event ends when it starts;
   * an end before the start is replaced by the start, with a warning naming the event `title`.
   */
  span(start: ZonedTime, end: ZonedTime | null, zone: string, title: string): LocalSpan {
    const from = this.toLocal(start, zone);
    if (from.time === null) {
      const endDate = end ? addDays(this.toLocal(end, zone).date, -1) : from.date;
      return { start_date: from.date, end_date: endDate > from.date ? endDate : from.date, start_time: '00:00', end_time: '23:59' };
    }
    const to = end ? this.toLocal(end, zone) : from;
    const toTime = to.time ?? from.time;
    if (to.date < from.date || (to.date === from.date && toTime < from.time)) {
      this.warn(/*i18n*/ { id: '"{title}" ends before it starts; its end was set to its start.', values: { title } });
      return { start_date: from.date, end_date: from.date, start_time: from.time, end_time: from.time };
    }
    return { start_date: from.date, end_date: to.date, start_time: from.time, end_time: toTime };
  }
}
