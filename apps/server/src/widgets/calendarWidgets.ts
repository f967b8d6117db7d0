import { createElement } from 'react';
import type { ReadShortcode } from '@eventory/core';
import { CalendarWidget, idsOf, isYes, renderWidgetHtml, widgetTitle } from '@eventory/widgets';
import { publicEvents } from '../modules/publicApi/repository.js';
import { html, SafeHtml } from '../site/html.js';
import type { WidgetRenderContext } from './registry.js';
import { widgetScript } from './clientScript.js';

/** How many upcoming events the no-JavaScript fallback list shows. */
const FALLBACK_COUNT = 10;

/**
 * Events With Calendar / Events With Calendar List: the FullCalendar container (views from the
 * schema: `calendar_view`, default timeGridWeek / listMonth) with the upcoming events as fallback,
 * and the calendar client script.
 */
function calendarRenderer(defaultView: string) {
  return async (shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> => {
    const v = shortcode.values;
    const upcoming = await publicEvents(
      ctx.db,
      { categoryIds: idsOf(v, 'event_cat_ids'), limit: FALLBACK_COUNT, order: 'ASC', orderby: 'etn_start_date', status: 'upcoming', children: isYes(v, 'show_child_event'), parents: isYes(v, 'show_parent_event') },
      ctx.siteUrl,
    );
    const widget = renderWidgetHtml(createElement(CalendarWidget, { upcoming, values: v, defaultView, title: widgetTitle(ctx.lang.i18n, shortcode.widget), apiUrl: `${ctx.siteUrl}/api/public/v1/events` }), ctx.lang);
    return html`${new SafeHtml(widget)}${widgetScript(ctx, 'calendar')}`;
  };
}

/** Events With Calendar (`etn_pro_calendar_standard`). */
export const renderEventsCalendar = calendarRenderer('timeGridWeek');
/** Events With Calendar List (`etn_pro_calendar_list`). */
export const renderEventsCalendarList = calendarRenderer('listMonth');
