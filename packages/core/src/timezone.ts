/**
 * Event timezones: an IANA name (`Europe/Berlin`) or a fixed offset written `UTC`, `UTC+5`,
 * `UTC+05:30`, `UTC-3:30` or, as the original product stores them, `UTC+5.5`.
 */
const OFFSET_PATTERN = /^UTC(?:([+-])(\d{1,2})(?:(?::(\d{2}))|(?:\.(\d+)))?)?$/;

/** Minutes east of UTC for a `UTC±H[:MM]` zone, or null when the text is not such an offset. */
export function parseUtcOffset(zone: string): number | null {
  const match = OFFSET_PATTERN.exec(zone.trim());
  if (!match) return null;
  const [, sign, hours, minutes, fraction] = match;
  if (!sign) return 0;
  const h = Number(hours);
  const m = minutes !== undefined ? Number(minutes) : fraction !== undefined ? Math.round(Number(`0.${fraction}`) * 60) : 0;
  if (h > 14 || m >= 60) return null;
  const total = h * 60 + m;
  return sign === '-' ? -total : total;
}

/** One formatter per IANA zone (building one costs ~1 ms; using one costs microseconds). */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = null;
    if (zone.includes('/') || zone === 'UTC' || zone === 'GMT') {
      try {
        formatter = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        });
      } catch {
        formatter = null;
      }
    }
    formatters.set(zone, formatter);
  }
  return formatter;
}

function isIanaZone(zone: string): boolean {
  return formatterFor(zone) !== null;
}

/** Minutes east of UTC of an IANA zone at an instant (ms), from the platform's tz database. */
function ianaOffset(instant: number, zone: string): number {
  const formatter = formatterFor(zone);
  if (!formatter) throw new RangeError(`Unknown timezone "${zone}"`);
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wallClock = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wallClock - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * Minutes east of UTC of any supported zone (IANA name or `UTC±H[:MM]`) at an instant (ms).
 * @throws RangeError for an unknown zone
 */
export function offsetAt(instant: number, zone: string): number {
  return parseUtcOffset(zone) ?? ianaOffset(instant, zone);
}

/** True when the text names a timezone this product can compute with. */
export function isValidTimezone(zone: string): boolean {
  return parseUtcOffset(zone) !== null || isIanaZone(zone);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isValidDate(date: string): boolean {
  const m = DATE_PATTERN.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** True for a 24-hour time written `HH:mm`. */
export function isValidTime(time: string): boolean {
  return TIME_PATTERN.test(time);
}

/**
 * The UTC instant of a wall-clock date and time in a zone.
 * @param date local date `YYYY-MM-DD`
 * @param time local time `HH:mm` (24 h)
 * @param zone IANA name or `UTC±H[:MM]`
 * @returns milliseconds since the epoch (UTC). A time skipped by a DST change resolves to the
 *   instant after the gap (02:30 on a spring-forward night becomes 03:30 local); a repeated time
 *   resolves to its first occurrence.
 * @throws RangeError when the date, time or zone is invalid
 */
export function zonedToUtc(date: string, time: string, zone: string): number {
  if (!isValidDate(date)) throw new RangeError(`Invalid date "${date}", expected YYYY-MM-DD`);
  if (!isValidTime(time)) throw new RangeError(`Invalid time "${time}", expected HH:mm`);
  const offset = parseUtcOffset(zone);
  const wallClock = Date.parse(`${date}T${time}:00Z`);
  if (offset !== null) return wallClock - offset * 60_000;
  if (!isIanaZone(zone)) throw new RangeError(`Unknown timezone "${zone}"`);
  // Candidate instants from the zone's offsets a day either side and at the naive guess; a day is
  // wider than any DST shift, so these include the offsets on both sides of a nearby transition.
  // (Two passes from the naive guess alone land on the second of a repeated time east of UTC.)
  const DAY_MS = 86_400_000;
  const before = ianaOffset(wallClock - DAY_MS, zone);
  const offsets = new Set([before, ianaOffset(wallClock, zone), ianaOffset(wallClock + DAY_MS, zone)]);
  const shows = (instant: number) => instant + ianaOffset(instant, zone) * 60_000 === wallClock;
  const matching = [...offsets].map((o) => wallClock - o * 60_000).filter(shows);
  // A repeated time: its first occurrence. A skipped time: shifted forward by the gap, i.e. read
  // with the offset in force before the transition (02:30 on a spring-forward night → 03:30).
  if (matching.length > 0) return Math.min(...matching);
  return wallClock - before * 60_000;
}

/**
 * True when a wall-clock time does not exist in a zone on that day: the clocks jump over it (02:30
 * on a spring-forward night in Europe/Berlin), so {@link zonedToUtc} would move it an hour on. A
 * repeated time (autumn) exists; invalid input is not skipped (the schemas refuse it).
 * @param date local date `YYYY-MM-DD`
 * @param time local time `HH:mm`
 * @param zone IANA name or `UTC±H[:MM]`
 */
export function isSkippedTime(date: string, time: string, zone: string): boolean {
  try {
    const shown = utcToZoned(zonedToUtc(date, time, zone), zone);
    return shown.date !== date || shown.time !== time;
  } catch {
    return false;
  }
}

/** The wall-clock date `YYYY-MM-DD` and time `HH:mm` of a UTC instant (ms) in a zone. */
export function utcToZoned(instant: number, zone: string): { date: string; time: string } {
  const local = new Date(instant + offsetAt(instant, zone) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The zone's offset from UTC at an instant, written `UTC+02:00` (shown in the event list). */
export function formatUtcOffset(instant: number, zone: string): string {
  const minutes = isValidTimezone(zone) ? offsetAt(instant, zone) : 0;
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A calendar date `YYYY-MM-DD` moved by whole days (negative: back); dates have no zone, so no DST applies. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date in UTC, `YYYY-MM-DD` (license expiry and token expiry are UTC days, inclusive). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The instants a range of local days spans in `zone`, for filters of instants by the days a reader
 * sees them on: `since`, the first day's midnight, and `until`, the midnight after the last day
 * (exclusive), both ISO 8601 UTC; each left out when its day is. A midnight a DST change skips
 * starts the day at the first instant after the gap (see {@link zonedToUtc}).
 * @param from first local day `YYYY-MM-DD`, inclusive
 * @param to last local day `YYYY-MM-DD`, inclusive
 * @param zone IANA name or `UTC±H[:MM]`
 * @throws RangeError when a date or the zone is invalid
 */
export function zonedDayBounds(from: string | undefined, to: string | undefined, zone: string): { since?: string; until?: string } {
  const midnight = (date: string) => new Date(zonedToUtc(date, '00:00', zone)).toISOString();
  return { ...(from ? { since: midnight(from) } : {}), ...(to ? { until: midnight(addDays(to, 1)) } : {}) };
}
