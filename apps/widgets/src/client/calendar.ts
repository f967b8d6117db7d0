/**
 * The calendars' client script (served as `/static/widgets/calendar.js`, loaded only by pages that
 * show Events With Calendar or Events With Calendar List): replaces each `[data-ew-calendar]`'s
 * fallback list with a FullCalendar 6 whose events come from the public API by the visible range,
 * in the widget's language (FullCalendar's locales of the shipped languages, completed in
 * ./calendarLocales: toolbar, hover hints, day and month names, week start) and direction (right to
 * left in Arabic). Each event shows at its own wall-clock time, as its public page and the widgets'
 * lists word it (not moved into the visitor's zone); an all-day event sits in the all-day slot when
 * the widget shows one.
 */
import { Calendar, type EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { addDays, isAllDay } from '@eventory/core';
import type { PublicEvent } from '../data.js';
import { wallClockOf } from '../format.js';
import { CALENDAR_LOCALES, listViewButtons } from './calendarLocales.js';

/** The public API's event fields this script reads. */
type ApiEvent = Pick<PublicEvent, 'id' | 'title' | 'startAt' | 'endAt' | 'timezone' | 'url'>;

const DAY_MS = 86_400_000;

/**
 * An event for FullCalendar, which runs in UTC so the wall-clock strings (`2026-12-12T19:00`, no
 * offset) show as they are: the event's time in its own zone. An all-day event is one (`allDay`, its end the
 * exclusive day after) only in a list or where an all-day slot shows: without one, FullCalendar would
 * hide it in the week and day views.
 */
function calendarEvent(event: ApiEvent, allDay: boolean): EventInput {
  const when = wallClockOf(event);
  const base = { id: String(event.id), title: event.title, url: event.url };
  if (allDay && isAllDay(when)) return { ...base, allDay: true, start: when.start_date, end: addDays(when.end_date ?? when.start_date, 1) };
  return { ...base, start: `${when.start_date}T${when.start_time}`, end: `${when.end_date}T${when.end_time}` };
}

/** The visitor's own wall clock, `2026-11-28T18:05:00`: "now" and "today" in a calendar that runs in UTC. */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
}

/**
 * The public API's URL for a range and the widget's filters. The range's wall-clock days are widened
 * by a day each side as instants, so events of zones up to ±14 h from UTC are fetched.
 */
function rangeUrl(root: HTMLElement, start: Date, end: Date): string {
  const url = new URL(root.dataset.api ?? '/api/public/v1/events', window.location.href);
  const params = { from: new Date(start.getTime() - DAY_MS).toISOString(), to: new Date(end.getTime() + DAY_MS).toISOString(), limit: '100', order: 'ASC', orderby: 'etn_start_date', children: root.dataset.children ?? 'no', parents: root.dataset.parents ?? 'no' };
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

/** Below this width, px, a week's seven day columns are too narrow for 'Mon 11/30': the headers read 'M 30'. */
const NARROW_WEEK_PX = 600;

/** Builds the calendar of one container; idempotent. */
export function mountCalendar(root: HTMLElement): void {
  if (root.dataset.ewMounted) return;
  root.dataset.ewMounted = 'yes';
  const view = root.dataset.view ?? 'timeGridWeek';
  const list = view.startsWith('list');
  const locale = root.dataset.locale ?? 'en';
  const allDaySlot = root.dataset.allDaySlot === 'yes';
  // A list writes 'all-day' for such an event; the grids need the all-day slot to show one.
  const allDayEvents = allDaySlot || list;
  root.replaceChildren();
  const calendar = new Calendar(root, {
    plugins: [dayGridPlugin, timeGridPlugin, listPlugin],
    locales: CALENDAR_LOCALES,
    locale,
    direction: root.dataset.direction === 'rtl' ? 'rtl' : 'ltr',
    initialView: view,
    headerToolbar: { left: 'prev,next today', center: 'title', right: list ? 'listMonth,listWeek,listDay' : 'dayGridMonth,timeGridWeek,timeGridDay' },
    views: {
      ...listViewButtons(locale),
      // Read at mount: on a phone the week's headers ran into each other (walk A: 'Mon11/30Tue 12/1').
      ...(root.clientWidth < NARROW_WEEK_PX ? { timeGridWeek: { dayHeaderFormat: { weekday: 'narrow', day: 'numeric' } } } : {}),
    },
    allDaySlot,
    timeZone: 'UTC',
    now: localNow,
    height: 'auto',
    nowIndicator: true,
    eventSources: [
      {
        events: (info, success, failure) => {
          fetch(rangeUrl(root, info.start, info.end))
            .then((res) => (res.ok ? (res.json() as Promise<ApiEvent[]>) : Promise.reject(new Error(`HTTP ${res.status}`))))
            .then((events) => success(events.map((e) => calendarEvent(e, allDayEvents))))
            .catch(failure);
        },
      },
    ],
    // The toolbar is drawn again with each range: its icons are hidden once it is.
    datesSet: () => requestAnimationFrame(() => hideIcons(root)),
    // A month cell is named by its day number alone, which hid its events' titles from its name
    // (axe label-content-name-mismatch): the cell is named by what it shows instead.
    dayCellDidMount: ({ el }) => el.removeAttribute('aria-labelledby'),
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
