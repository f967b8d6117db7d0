import { randomBytes } from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import type { ReadShortcode } from '@eventory/core';
import {
  AttendeeListWidget,
  EventLocationWidget,
  EventsOneLineWidget,
  EventsTabWidget,
  EventsWidget,
  idsOf,
  isYes,
  numberOf,
  OrganizersWidget,
  RecurringEventWidget,
  RelatedEventsWidget,
  renderWidgetHtml,
  scheduleRooms,
  SchedulesWidget,
  SpeakersWidget,
  textOf,
  widgetTitle,
  type PublicEvent,
} from '@eventory/widgets';
import { publicSchedules } from '../modules/publicApi/schedules.js';
import { publicAttendees, publicEvents, publicPeople, relatedEventIds, upcomingLocations, type PublicEventQuery, type PublicOrderBy, type PublicStatus } from '../modules/publicApi/repository.js';
import { html, SafeHtml } from '../site/html.js';
import { widgetScript } from './clientScript.js';
import type { WidgetRenderContext } from './registry.js';

/** The order and orderby attributes (SPEC §9; the core schema already checked their options). */
function sortOf(shortcode: ReadShortcode): Pick<PublicEventQuery, 'order' | 'orderby'> {
  return { order: textOf(shortcode.values, 'order') === 'ASC' ? 'ASC' : 'DESC', orderby: textOf(shortcode.values, 'orderby', 'ID') as PublicOrderBy };
}

/** The event query of an event list shortcode (Events, Events One Line, Events Tab; SPEC §9). */
export function eventListQuery(shortcode: ReadShortcode): PublicEventQuery {
  const v = shortcode.values;
  return {
    categoryIds: idsOf(v, 'event_cat_ids'),
    tagIds: idsOf(v, 'event_tag_ids'),
    limit: numberOf(v, 'event_count', 20),
    ...sortOf(shortcode),
    status: textOf(v, 'filter_with_status', 'all') as PublicStatus,
    children: isYes(v, 'show_child_event'),
    parents: isYes(v, 'show_parent_event'),
  };
}

/** React rendered on the server in the widget's language: renderToString escapes every value, hence SafeHtml. */
const toHtml = (element: ReactElement, ctx: WidgetRenderContext): SafeHtml => new SafeHtml(renderWidgetHtml(element, ctx.lang));

/**
 * Events (`etn_pro_events_standard` / `_classic`): React rendered on the server (renderToString
 * escapes every value, hence SafeHtml) from the public data layer.
 */
export async function renderEvents(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const events = await publicEvents(ctx.db, eventListQuery(shortcode), ctx.siteUrl);
  return toHtml(createElement(EventsWidget, { events, values: shortcode.values, variant: shortcode.variant, title: widgetTitle(ctx.lang.i18n, shortcode.widget) }), ctx);
}

/** Speakers (`etn_pro_speakers_standard` / `_classic`). */
export async function renderSpeakers(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const v = shortcode.values;
  const people = await publicPeople(ctx.db, { role: 'speaker', groupIds: idsOf(v, 'speakers_category'), limit: numberOf(v, 'speaker_count', 20), ...sortOf(shortcode) }, ctx.siteUrl);
  return toHtml(createElement(SpeakersWidget, { people, values: v, variant: shortcode.variant, title: widgetTitle(ctx.lang.i18n, shortcode.widget) }), ctx);
}

/** Events One Line (`etn_pro_events_one_line`). */
export async function renderEventsOneLine(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const events = await publicEvents(ctx.db, eventListQuery(shortcode), ctx.siteUrl);
  return toHtml(createElement(EventsOneLineWidget, { events, values: shortcode.values, title: widgetTitle(ctx.lang.i18n, shortcode.widget) }), ctx);
}

/** Events Tab (`etn_pro_events_tab`); each render names its radio group uniquely (several on a page). */
export async function renderEventsTab(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const events = await publicEvents(ctx.db, eventListQuery(shortcode), ctx.siteUrl);
  return toHtml(createElement(EventsTabWidget, { events, values: shortcode.values, title: widgetTitle(ctx.lang.i18n, shortcode.widget), instance: randomBytes(4).toString('hex') }), ctx);
}

const UPCOMING: PublicEventQuery = { limit: 100, order: 'ASC', orderby: 'etn_start_date', status: 'upcoming', children: true, parents: false };

/** Related Event (`etn_pro_related_events id=N`): up to 6 upcoming events sharing a category or tag. */
export async function renderRelatedEvents(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const ids = await relatedEventIds(ctx.db, idsOf(shortcode.values, 'id')[0] ?? 0);
  const events = ids.length ? await publicEvents(ctx.db, { ...UPCOMING, ids, limit: 6 }, ctx.siteUrl) : [];
  return toHtml(createElement(RelatedEventsWidget, { events, title: widgetTitle(ctx.lang.i18n, shortcode.widget) }), ctx);
}

/**
 * Recurring Event (`etn_event_recurring single_event_ids=…`): the chosen series (all when none) and
 * their upcoming dates. A chosen occurrence stands for its series (a picker lists both, and a series
 * shares its title and first date with its first occurrence).
 */
export async function renderRecurringEvent(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const chosen = idsOf(shortcode.values, 'single_event_ids');
  const byTitle = { limit: 100, order: 'ASC', orderby: 'title', status: 'all', children: true, parents: true } as const;
  const seriesIds = chosen.length ? [...new Set((await publicEvents(ctx.db, { ...byTitle, ids: chosen }, ctx.siteUrl)).map((e) => e.parent || e.id))] : [];
  const parents = chosen.length && !seriesIds.length ? [] : (await publicEvents(ctx.db, { ...byTitle, ids: seriesIds, children: false }, ctx.siteUrl)).filter((e) => e.recurring);
  const occurrences = parents.length ? await publicEvents(ctx.db, { ...UPCOMING, parentIds: parents.map((p) => p.id) }, ctx.siteUrl) : [];
  const series = parents.map((parent) => ({ parent, occurrences: occurrences.filter((o) => o.parent === parent.id) }));
  return toHtml(createElement(RecurringEventWidget, { series, title: widgetTitle(ctx.lang.i18n, shortcode.widget) }), ctx);
}

/** Event Location (`etn_pro_event_location_list`): up to `location_limit` places, soonest first, with their upcoming events. */
export async function renderEventLocations(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const locations = await upcomingLocations(ctx.db, numberOf(shortcode.values, 'location_limit', 5));
  const events = locations.length ? await publicEvents(ctx.db, { ...UPCOMING, locations }, ctx.siteUrl) : [];
  const byPlace = new Map<string, PublicEvent[]>();
  for (const e of events) {
    const address = e.location?.type === 'offline' ? e.location.address.trim() : '';
    if (address) byPlace.set(address, [...(byPlace.get(address) ?? []), e]);
  }
  const places = [...byPlace.entries()].map(([address, list]) => ({ address, events: list }));
  return toHtml(createElement(EventLocationWidget, { places, title: widgetTitle(ctx.lang.i18n, shortcode.widget) }), ctx);
}

/** Organizer List (`etn_pro_organizers`). */
export async function renderOrganizers(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const v = shortcode.values;
  const people = await publicPeople(ctx.db, { role: 'organizer', groupIds: idsOf(v, 'cat_id'), limit: numberOf(v, 'limit', 20), ...sortOf(shortcode) }, ctx.siteUrl);
  return toHtml(createElement(OrganizersWidget, { people, values: v, title: widgetTitle(ctx.lang.i18n, shortcode.widget) }), ctx);
}

/** Schedules (`etn_pro_schedules_list` / `etn_pro_schedules_tab`). */
export async function renderSchedules(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const v = shortcode.values;
  const schedules = await publicSchedules(ctx.db, { ids: idsOf(v, 'ids'), order: sortOf(shortcode).order }, ctx.siteUrl);
  const widget = toHtml(createElement(SchedulesWidget, { schedules, values: v, variant: shortcode.variant, title: widgetTitle(ctx.lang.i18n, shortcode.widget), instance: randomBytes(4).toString('hex') }), ctx);
  if (scheduleRooms(schedules, v, ctx.lang.locale).length === 0) return widget;
  return html`${widget}${widgetScript(ctx, 'schedules')}`;
}

/**
 * Attendee List (`etn_pro_attendee_list id=N`): names, avatars as asked; emails only with
 * `show_email="yes"` on an event whose settings allow public attendee emails (see publicAttendees).
 */
export async function renderAttendeeList(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const { eventTitle, attendees } = await publicAttendees(ctx.db, idsOf(shortcode.values, 'id')[0] ?? 0, isYes(shortcode.values, 'show_email'));
  return toHtml(createElement(AttendeeListWidget, { eventTitle, attendees, showAvatar: isYes(shortcode.values, 'show_avatar'), title: widgetTitle(ctx.lang.i18n, shortcode.widget) }), ctx);
}
