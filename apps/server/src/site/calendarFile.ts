import type { EventItem } from '@eventory/core';
import { icalendar, type FeedEvent } from '../feeds/ical.js';
import { calendarLinks as feedLinks, type CalendarLinks } from '../widgets/addToCalendar.js';

/** What the feeds read of an event, from its wire shape. */
export function feedEventOf(e: EventItem): FeedEvent {
  return { ...e, location: e.location ? JSON.stringify(e.location) : null };
}

/**
 * One event as an iCalendar file (`.ics`, issue #10 §5 "add to calendar"), the same VEVENT as the
 * feeds of issue #11 (see {@link icalendar}): the event keeps its zone (TZID and VTIMEZONE).
 */
export function eventIcs(e: EventItem, siteUrl: string): string {
  return icalendar([feedEventOf(e)], { name: e.title, siteUrl });
}

/** The .ics path of an event (served by the site routes). */
export const eventIcsPath = (e: Pick<EventItem, 'slug'>) => `/event/${encodeURIComponent(e.slug)}/calendar.ics`;

/** Add-to-calendar links of an event (see the Add to Calendar widget); `ics` is '' for an unsaved sample. */
export function calendarLinks(e: EventItem, siteUrl: string): CalendarLinks {
  const links = feedLinks(feedEventOf(e), siteUrl);
  return { ...links, ics: e.id > 0 ? eventIcsPath(e) : '' };
}
