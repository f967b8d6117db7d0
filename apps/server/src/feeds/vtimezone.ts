import { offsetAt, parseUtcOffset } from '@eventory/core';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** One change of a zone's offset: the instant (ms) and the offsets (minutes east of UTC) around it. */
interface Transition {
  at: number;
  from: number;
  to: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An offset in minutes written as iCalendar's UTC-OFFSET, e.g. `+0530`, `-0400`. */
export function icsOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** An instant shown as iCalendar local DATE-TIME (`YYYYMMDDTHHMMSS`) at a fixed offset. */
export function icsLocal(instant: number, offsetMinutes: number): string {
  return new Date(instant + offsetMinutes * MINUTE_MS).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** The first minute in (lo, hi] where the zone's offset differs from its offset at lo. */
function findChange(zone: string, lo: number, hi: number): number {
  const before = offsetAt(lo, zone);
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(mid, zone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The zone's offset changes between two instants (ms), from the platform's tz database, by day then minute. */
function transitions(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let previous = offsetAt(from, zone);
  for (let day = from + DAY_MS; day <= to + DAY_MS; day += DAY_MS) {
    const offset = offsetAt(day, zone);
    if (offset === previous) continue;
    found.push({ at: findChange(zone, day - DAY_MS, day), from: previous, to: offset });
    previous = offset;
  }
  return found;
}

/**
 * The VTIMEZONE component (RFC 5545 §3.6.5) of an event zone covering the instants `from`..`to`
 * (ms) plus a year either side: for an IANA zone one STANDARD or DAYLIGHT observance per offset
 * change the platform's tz database knows in that span (DAYLIGHT: the offset is above the lowest
 * of the span), for a fixed `UTC±H[:MM]` zone a single STANDARD observance. The TZID is the
 * event's zone text as stored, so a calendar reading it back gets the same instants.
 * @returns the component's lines, unfolded
 */
export function vtimezone(zone: string, from: number, to: number): string[] {
  const start = Date.UTC(new Date(from).getUTCFullYear() - 1, 0, 1);
  const end = Date.UTC(new Date(to).getUTCFullYear() + 2, 0, 1);
  const fixed = parseUtcOffset(zone);
  const initial = fixed ?? offsetAt(start, zone);
  const changes = fixed === null ? transitions(zone, start, end) : [];
  const lowest = Math.min(initial, ...changes.map((c) => c.to));
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', at: number, fromOffset: number, toOffset: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${icsLocal(at, fromOffset)}`,
    `TZOFFSETFROM:${icsOffset(fromOffset)}`,
    `TZOFFSETTO:${icsOffset(toOffset)}`,
    `TZNAME:${zoneName(toOffset)}`,
    `END:${kind}`,
  ];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance('STANDARD', start, initial, initial),
    ...changes.flatMap((c) => observance(c.to > lowest ? 'DAYLIGHT' : 'STANDARD', c.at, c.from, c.to)),
    'END:VTIMEZONE',
  ];
}

/** `UTC+02:00`-style name of an offset, for TZNAME. */
function zoneName(minutes: number): string {
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
