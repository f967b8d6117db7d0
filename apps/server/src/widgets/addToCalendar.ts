import { formatZonedDateTime, isValidTimezone, parseUtcOffset, PART_SEPARATOR } from '@eventory/core';
import { allDayDates, descriptionText, eventUrl, icsUtc, locationText, type FeedEvent } from '../feeds/ical.js';
import { feedEvents } from '../feeds/routes.js';
import { html, type SafeHtml } from '../site/html.js';
import type { WidgetRenderer } from './registry.js';

/** Longest description a calendar link carries, characters (URLs stay well under 8 KB). */
const LINK_DETAILS_MAX = 1000;

/** The URLs the widget offers for one event. */
export interface CalendarLinks {
  google: string;
  outlook: string;
  office365: string;
  ics: string;
  subscribeEvent: string;
  subscribeSite: string;
}

/** An absolute http(s) URL as a `webcal://` subscription URL (calendars poll it). */
export function webcal(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** `2026-03-28T09:00:00Z`: the UTC instant Outlook's compose deep link expects. */
const outlookTime = (iso: string) => `${new Date(iso).toISOString().slice(0, 19)}Z`;

/**
 * The add-to-calendar links of an event: Google Calendar (`dates` in UTC, `ctz` the event's IANA
 * zone so Google shows its local time), Outlook.com and Microsoft 365 compose deep links (UTC
 * instants), the event's `.ics`, and `webcal://` subscriptions to the event's and the site's feeds.
 */
export function calendarLinks(event: FeedEvent, siteUrl: string): CalendarLinks {
  const site = siteUrl.replace(/\/$/, '');
  const page = eventUrl(site, event.slug);
  const about = descriptionText(event.description).slice(0, LINK_DETAILS_MAX);
  const details = about ? `${about}\n\n${page}` : page;
  const location = locationText(event.location);
  const days = allDayDates(event);
  const dates = days ? `${days.start}/${days.end}` : `${icsUtc(event.start_at)}/${icsUtc(event.end_at)}`;
  const google = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates, details, location });
  if (isValidTimezone(event.timezone) && parseUtcOffset(event.timezone) === null) google.set('ctz', event.timezone);
  const outlook = new URLSearchParams({ path: '/calendar/action/compose', rru: 'addevent', subject: event.title, startdt: outlookTime(event.start_at), enddt: outlookTime(event.end_at), body: details, location });
  const ics = `${site}/calendar/event/${event.id}.ics`;
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
    office365: `https://outlook.office.com/calendar/0/deeplink/compose?${outlook}`,
    ics,
    subscribeEvent: webcal(ics),
    subscribeSite: webcal(`${site}/calendar.ics`),
  };
}

/** One link styled as a button; external ones open in a new tab and say so to screen readers (`newTab`). */
function button(label: string, href: string, kind: 'external' | 'download', newTab: string): SafeHtml {
  return kind === 'external'
    ? html`<li><a class="ew-atc-button" href="${href}" target="_blank" rel="noopener noreferrer">${label}<span class="ew-visually-hidden"> ${newTab}</span></a></li>`
    : html`<li><a class="ew-atc-button ew-atc-button--primary" href="${href}" download>${label}</a></li>`;
}

/**
 * The Add to Calendar widget (`[etn_pro_add_calendar id="…"]`, issue #11 §3): the event's title and
 * local time, buttons for Google Calendar, Outlook.com, Microsoft 365 and the `.ics` download, and
 * `webcal://` links to subscribe to the event's and the site's feeds. A draft or unknown event
 * shows a note instead. Themed by the `--ew-*` custom properties; in the widget's language (the
 * calendar services keep their names).
 */
export const renderAddToCalendar: WidgetRenderer = async (shortcode, ctx) => {
  const { i18n, locale } = ctx.lang;
  const id = shortcode.values.id as number;
  const [event] = await feedEvents(ctx.db, { eventId: id });
  if (!event) return html`<p class="ew ew-atc-empty" role="note">${i18n._('This event is not published, so it cannot be added to a calendar.')}</p>`;
  const links = calendarLinks(event, ctx.siteUrl);
  const when = formatZonedDateTime(event.start_at, { zone: event.timezone, locale });
  const newTab = i18n._('(opens in a new tab)');
  return html`<section class="ew ew-atc" aria-label="${i18n._('Add {title} to your calendar', { title: event.title })}">
<p class="ew-atc-kicker">${i18n._('Add to calendar')}</p>
<p class="ew-atc-title">${event.title}</p>
<p class="ew-atc-when"><time datetime="${event.start_at}">${when}</time></p>
<ul class="ew-atc-buttons">${button('Google Calendar', links.google, 'external', newTab)}${button('Outlook.com', links.outlook, 'external', newTab)}${button('Microsoft 365', links.office365, 'external', newTab)}${button(i18n._('Download .ics'), links.ics, 'download', newTab)}</ul>
<p class="ew-atc-subscribe">${i18n._('Subscribe:')} <a href="${links.subscribeEvent}">${i18n._('this event’s calendar')}</a>${PART_SEPARATOR}<a href="${links.subscribeSite}">${i18n._('all events')}</a></p>
</section>`;
};
