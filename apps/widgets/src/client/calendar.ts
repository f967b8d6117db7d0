/**
 * The calendars' client script (served as `/static/widgets/calendar.js`, loaded only by pages that
 * show Events With Calendar or Events With Calendar List): replaces each `[data-ew-calendar]`'s
 * fallback list with a FullCalendar 6 whose events come from the public API by the visible range,
 * in the widget's language (FullCalendar's locales of the shipped languages, completed in
 * ./calendarLocales: toolbar, hover hints, day and month names, week start) and direction (right to
 * left in Arabic).
 */
import { Calendar, type EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { CALENDAR_LOCALES, listViewButtons } from './calendarLocales.js';

/** The public API's event fields this script reads. */
interface ApiEvent {
  id: number;
  title: string;
  startAt: string;
  endAt: string;
  url: string;
}

/** The public API's URL for a range (instants, ISO 8601) and the widget's filters. */
function rangeUrl(root: HTMLElement, start: Date, end: Date): string {
  const url = new URL(root.dataset.api ?? '/api/public/v1/events', window.location.href);
  const params = { from: start.toISOString(), to: end.toISOString(), limit: '100', order: 'ASC', orderby: 'etn_start_date', children: root.dataset.children ?? 'no', parents: root.dataset.parents ?? 'no' };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (root.dataset.categories) url.searchParams.set('categories', root.dataset.categories);
  return url.toString();
}

/**
 * Hides FullCalendar's arrow icons (`role="img"` without a name, inside buttons named by their
 * aria-label) from assistive technology, which would otherwise meet nameless images (axe role-img-alt).
 */
function hideIcons(root: HTMLElement): void {
  root.querySelectorAll('.fc-icon').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
}

/** Builds the calendar of one container; idempotent. */
export function mountCalendar(root: HTMLElement): void {
  if (root.dataset.ewMounted) return;
  root.dataset.ewMounted = 'yes';
  const view = root.dataset.view ?? 'timeGridWeek';
  const list = view.startsWith('list');
  const locale = root.dataset.locale ?? 'en';
  root.replaceChildren();
  const calendar = new Calendar(root, {
    plugins: [dayGridPlugin, timeGridPlugin, listPlugin],
    locales: CALENDAR_LOCALES,
    locale,
    direction: root.dataset.direction === 'rtl' ? 'rtl' : 'ltr',
    initialView: view,
    headerToolbar: { left: 'prev,next today', center: 'title', right: list ? 'listMonth,listWeek,listDay' : 'dayGridMonth,timeGridWeek,timeGridDay' },
    views: listViewButtons(locale),
    allDaySlot: root.dataset.allDaySlot === 'yes',
    height: 'auto',
    nowIndicator: true,
    eventSources: [
      {
        events: (info, success, failure) => {
          fetch(rangeUrl(root, info.start, info.end))
            .then((res) => (res.ok ? (res.json() as Promise<ApiEvent[]>) : Promise.reject(new Error(`HTTP ${res.status}`))))
            .then((events) => success(events.map((e): EventInput => ({ id: String(e.id), title: e.title, start: e.startAt, end: e.endAt, url: e.url }))))
            .catch(failure);
        },
      },
    ],
    // The toolbar is drawn again with each range: its icons are hidden once it is.
    datesSet: () => requestAnimationFrame(() => hideIcons(root)),
    eventClick: (info) => {
      if (!info.event.url) return;
      info.jsEvent.preventDefault();
      window.top?.location.assign(info.event.url);
    },
  });
  calendar.render();
  hideIcons(root);
}

document.querySelectorAll<HTMLElement>('[data-ew-calendar]').forEach(mountCalendar);
