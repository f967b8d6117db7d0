import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

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

function isIanaZone(zone: string): boolean {
  if (!zone.includes('/') && zone !== 'UTC' && zone !== 'GMT') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
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
  // Two passes: the offset at the naive guess, then at the corrected instant.
  const offsetAt = (instant: number) => dayjs(instant).tz(zone).utcOffset();
  const first = wallClock - offsetAt(wallClock) * 60_000;
  const second = wallClock - offsetAt(first) * 60_000;
  if (first === second) return first;
  // The guesses disagree only around a transition: pick the one that shows the asked wall clock,
  // else (a skipped time) the later one.
  const shows = (instant: number) => instant + offsetAt(instant) * 60_000 === wallClock;
  if (shows(Math.min(first, second))) return Math.min(first, second);
  if (shows(Math.max(first, second))) return Math.max(first, second);
  return Math.max(first, second);
}

/** The wall-clock date `YYYY-MM-DD` and time `HH:mm` of a UTC instant (ms) in a zone. */
export function utcToZoned(instant: number, zone: string): { date: string; time: string } {
  const offset = parseUtcOffset(zone);
  const shifted = offset !== null ? dayjs(instant).utc().add(offset, 'minute') : dayjs(instant).tz(zone);
  return { date: shifted.format('YYYY-MM-DD'), time: shifted.format('HH:mm') };
}

/** The zone's offset from UTC at an instant, written `UTC+02:00` (shown in the event list). */
export function formatUtcOffset(instant: number, zone: string): string {
  const fixed = parseUtcOffset(zone);
  const minutes = fixed ?? (isIanaZone(zone) ? dayjs(instant).tz(zone).utcOffset() : 0);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
