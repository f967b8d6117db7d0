import { createElement } from 'react';
import type { ReadShortcode } from '@eventory/core';
import { EventsSliderWidget, idsOf, numberOf, renderWidgetHtml, SpeakersSliderWidget, textOf, widgetTitle } from '@eventory/widgets';
import { publicEvents, publicPeople, type PublicOrderBy } from '../modules/publicApi/repository.js';
import { html, SafeHtml } from '../site/html.js';
import type { WidgetRenderContext } from './registry.js';
import { widgetScript } from './clientScript.js';

/** Speakers Slider (`etn_pro_speakers_sliders`): speakers of the chosen groups as server-rendered slides. */
export async function renderSpeakersSlider(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const v = shortcode.values;
  const people = await publicPeople(ctx.db, { role: 'speaker', groupIds: idsOf(v, 'categories_id'), limit: numberOf(v, 'speaker_count', 20), order: 'ASC', orderby: 'ID' }, ctx.siteUrl);
  const widget = renderWidgetHtml(createElement(SpeakersSliderWidget, { people, values: v, title: widgetTitle(ctx.lang.i18n, shortcode.widget) }), ctx.lang);
  return html`${new SafeHtml(widget)}${widgetScript(ctx, 'slider')}`;
}

/** Events Slider (`etn_pro_events_sliders`): published events of the chosen categories as slides. */
export async function renderEventsSlider(shortcode: ReadShortcode, ctx: WidgetRenderContext): Promise<SafeHtml> {
  const v = shortcode.values;
  const query = {
    categoryIds: idsOf(v, 'event_cat_ids'),
    limit: numberOf(v, 'event_count', 20),
    order: textOf(v, 'order') === 'ASC' ? ('ASC' as const) : ('DESC' as const),
    orderby: textOf(v, 'orderby', 'ID') as PublicOrderBy,
    status: 'all' as const,
    // A series shows once, as itself: its occurrences beside it repeated its title and first date
    // on two cards (organiser walk: 'OK Lab Potsdam · Aug 22, 2017' twice); the slider has no
    // show_child_event to ask for them.
    children: false,
    parents: true,
  };
  const events = await publicEvents(ctx.db, query, ctx.siteUrl);
  const widget = renderWidgetHtml(createElement(EventsSliderWidget, { events, values: v, title: widgetTitle(ctx.lang.i18n, shortcode.widget) }), ctx.lang);
  return html`${new SafeHtml(widget)}${widgetScript(ctx, 'slider')}`;
}
