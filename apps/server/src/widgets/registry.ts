import { isPublicLanguage, textDirection, type PublicLanguage, type ReadShortcode } from '@eventory/core';
import { widgetTitle } from '@eventory/widgets';
import type { DB } from '../db/database.js';
import { getSettings } from '../modules/settings/service.js';
import { html, type SafeHtml } from '../site/html.js';
import { pageText, type PageText } from '../site/publicText.js';
import type { EventService } from '../modules/events/service.js';
import type { RsvpService } from '../modules/rsvp/service.js';
import { renderAddToCalendar } from './addToCalendar.js';
import { renderFrontendDashboard } from './frontendDashboard.js';
import { renderEventsCalendar, renderEventsCalendarList } from './calendarWidgets.js';
import { renderEventsSlider, renderSpeakersSlider } from './sliderWidgets.js';
import { renderCertificateFinder, renderCountdown, renderRsvpForm, renderTicketForm } from './formWidgets.js';
import {
  renderAttendeeList,
  renderEventLocations,
  renderEvents,
  renderEventsOneLine,
  renderEventsTab,
  renderOrganizers,
  renderRecurringEvent,
  renderRelatedEvents,
  renderSchedules,
  renderSpeakers,
} from './staticWidgets.js';

/** Where a widget is being rendered: a Get Script iframe, a page of this site, or the generator's preview. */
export type WidgetSurface = 'embed' | 'page' | 'preview';

/** What a renderer may use: the database (published data only!), the site's origin and the surface. */
export interface WidgetContext {
  db: DB;
  /** The site's public origin, for links (`SITE_URL`). */
  siteUrl: string;
  surface: WidgetSurface;
  /** The site's services, for the form widgets (ticket form, RSVP); without them those show a note. */
  services?: { events: EventService; rsvp: RsvpService };
  /**
   * The language of the request or page the widget is shown on (the visitor's Accept-Language among
   * the public pages' languages, then the site's default: `pickPublicLanguage`); the site's default
   * when left out.
   */
  language?: PublicLanguage;
}

/** A widget's language (issue #12 §2) as the server renders it: a public page's text (its messages, Intl locale, language) and direction. */
export interface ServerWidgetLanguage extends PageText {
  dir: 'ltr' | 'rtl';
}

/** What a renderer gets: the caller's context and the language its widget shows in. */
export interface WidgetRenderContext extends WidgetContext {
  lang: ServerWidgetLanguage;
}

/**
 * Renders one widget to HTML from real data (issue #11 §3). Every value reaching the HTML must go
 * through {@link html} (escaped). It gets the shortcode already validated by the core schema:
 * `shortcode.values` holds every attribute typed, defaults filled in; `shortcode.variant` the
 * template or view its name picks; `shortcode.unknown` attributes it may ignore. Every text it
 * shows is in `ctx.lang` (its `i18n`, dates and numbers in its `locale`).
 */
export type WidgetRenderer = (shortcode: ReadShortcode, ctx: WidgetRenderContext) => SafeHtml | Promise<SafeHtml>;

/**
 * The renderer registry: a widget's id (`ShortcodeWidget.id` of packages/core, e.g. 'events',
 * 'countdown'; the same for every shortcode name of its variants) → its renderer. Each widget's
 * engineer adds one line here; widgets without one show {@link unavailableWidget}.
 */
export const WIDGET_RENDERERS: Readonly<Partial<Record<string, WidgetRenderer>>> = {
  events: renderEvents,
  speakers: renderSpeakers,
  organizers: renderOrganizers,
  'events-one-line': renderEventsOneLine,
  'events-tab': renderEventsTab,
  'related-events': renderRelatedEvents,
  'recurring-event': renderRecurringEvent,
  'event-location': renderEventLocations,
  schedules: renderSchedules,
  'attendee-list': renderAttendeeList,
  'add-to-calendar': renderAddToCalendar,
  'speakers-slider': renderSpeakersSlider,
  'events-slider': renderEventsSlider,
  'events-calendar': renderEventsCalendar,
  'events-calendar-list': renderEventsCalendarList,
  countdown: renderCountdown,
  'ticket-form': renderTicketForm,
  'rsvp-form': renderRsvpForm,
  certificate: renderCertificateFinder,
  'frontend-dashboard': renderFrontendDashboard,
};

/** The clear box of a widget that has no renderer yet. */
export function unavailableWidget(shortcode: ReadShortcode, { i18n }: ServerWidgetLanguage): SafeHtml {
  return html`<div class="widget-unavailable" role="note"><strong>${widgetTitle(i18n, shortcode.widget)}</strong><p>${i18n._('This widget is not available yet. Its shortcode {name} is saved and will show here once it is.', { name: shortcode.name })}</p></div>`;
}

/**
 * The language a widget shows in (issue #12 §2): its shortcode's `lang` when it names a shipped
 * public language, else the page's or request's (`ctx.language`), else the site's default; dates
 * and numbers in the site's locale when it is of that language (`pageText`).
 */
export async function widgetLanguage(shortcode: ReadShortcode, ctx: WidgetContext): Promise<ServerWidgetLanguage> {
  const settings = await getSettings(ctx.db);
  const own = shortcode.values.lang;
  const language = isPublicLanguage(own) ? own : (ctx.language ?? settings.site_language);
  return { ...pageText(language, settings.locale), dir: textDirection(language) };
}

/**
 * Renders a validated shortcode with its widget's renderer, or the "not available yet" box, in the
 * widget's language, inside a root that carries it (`lang`, and `dir="rtl"` for a right-to-left one).
 */
export async function renderWidget(shortcode: ReadShortcode, ctx: WidgetContext, renderers = WIDGET_RENDERERS): Promise<{ html: SafeHtml; language: PublicLanguage }> {
  const lang = await widgetLanguage(shortcode, ctx);
  const renderer = renderers[shortcode.widget.id];
  const body = renderer ? await renderer(shortcode, { ...ctx, lang }) : unavailableWidget(shortcode, lang);
  return { html: html`<div class="ew-root" lang="${lang.language}" dir="${lang.dir}">${body}</div>`, language: lang.language };
}
