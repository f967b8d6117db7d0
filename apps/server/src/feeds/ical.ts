import { addDays, isAllDay, offsetAt } from '@eventory/core';
import { descriptionProse, plainText } from '../rendering/plainText.js';
import { icsLocal, vtimezone } from './vtimezone.js';

/**
 * What a feed needs of an event (a row of `events`): its schedule is read from `start_at`/`end_at`,
 * an all-day event's (see core `isAllDay`) from its local dates.
 */
export interface FeedEvent {
  id: number;
  title: string;
  slug: string;
  description: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  start_at: string;
  end_at: string;
  timezone: string;
  /** JSON of the location, or null. */
  location: string | null;
  updated_at: string;
}

/** A calendar's name and where its events' pages live. */
export interface FeedOptions {
  /** `X-WR-CALNAME`, shown by calendars that subscribe. */
  name: string;
  /** The site's public origin (`SITE_URL`), for UIDs and event links. */
  siteUrl: string;
}

/** Escapes iCalendar TEXT (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC DATE-TIME `YYYYMMDDTHHMMSSZ` of an ISO instant. */
export function icsUtc(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** The text of an event's location JSON: an offline address or an online URL; '' when none. */
export function locationText(json: string | null): string {
  if (!json) return '';
  try {
    const loc = JSON.parse(json) as { type?: string; url?: unknown; address?: { address?: unknown } };
    if (loc.type === 'online') return typeof loc.url === 'string' ? loc.url : '';
    return typeof loc.address?.address === 'string' ? loc.address.address : '';
  } catch {
    return '';
  }
}

/** The public page of an event. */
export function eventUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/$/, '')}/event/${encodeURIComponent(slug)}`;
}

/** The plain text of a description for calendars: no markup, no shortcodes. */
export function descriptionText(description: string): string {
  return plainText(descriptionProse(description));
}

/** A DTSTART/DTEND line: local time with the event's TZID, UTC for `UTC` itself. */
function when(name: 'DTSTART' | 'DTEND', iso: string, zone: string): string {
  if (zone === 'UTC') return `${name}:${icsUtc(iso)}`;
  const instant = Date.parse(iso);
  return `${name};TZID=${zone}:${icsLocal(instant, offsetAt(instant, zone))}`;
}

/**
 * An all-day event's DTSTART and DTEND as dates (RFC 5545 VALUE=DATE, the end exclusive), as
 * calendars show whole days; its stored 00:00–23:59 read as timed made a 15-day fair a block ending
 * at 23:59 (organiser walk, machBar's Codeweek). Null for a timed event.
 */
export function allDayDates(event: Pick<FeedEvent, 'start_date' | 'end_date' | 'start_time' | 'end_time'>): { start: string; end: string } | null {
  if (!isAllDay(event)) return null;
  const compact = (date: string) => date.replaceAll('-', '');
  return { start: compact(event.start_date), end: compact(addDays(event.end_date || event.start_date, 1)) };
}

function veventLines(event: FeedEvent, options: FeedOptions): string[] {
  const host = new URL(options.siteUrl).host;
  const url = eventUrl(options.siteUrl, event.slug);
  const description = descriptionText(event.description);
  const location = locationText(event.location);
  const days = allDayDates(event);
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${icsUtc(event.updated_at)}`,
    `LAST-MODIFIED:${icsUtc(event.updated_at)}`,
    ...(days ? [`DTSTART;VALUE=DATE:${days.start}`, `DTEND;VALUE=DATE:${days.end}`] : [when('DTSTART', event.start_at, event.timezone), when('DTEND', event.end_at, event.timezone)]),
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(description ? `${description}\n\n${url}` : url)}`,
    ...(location ? [`LOCATION:${text(location)}`] : []),
    `URL:${url}`,
    'END:VEVENT',
  ];
}

/**
 * An iCalendar (RFC 5545) calendar of events: each VEVENT keeps its event's time zone (DTSTART and
 * DTEND with TZID, one VTIMEZONE per zone built from the tz database, see {@link vtimezone}), so
 * subscribers show the same instants as the site. CRLF line ends, lines folded at 75 octets.
 */
export function icalendar(events: readonly FeedEvent[], options: FeedOptions): string {
  const spans = new Map<string, { from: number; to: number }>();
  for (const e of events) {
    if (e.timezone === 'UTC') continue;
    const span = spans.get(e.timezone);
    const [from, to] = [Date.parse(e.start_at), Date.parse(e.end_at)];
    spans.set(e.timezone, span ? { from: Math.min(span.from, from), to: Math.max(span.to, to) } : { from, to });
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eventory//Event feeds//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(options.name)}`,
    ...[...spans].flatMap(([zone, span]) => vtimezone(zone, span.from, span.to)),
    ...events.flatMap((e) => veventLines(e, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
