import type { ReadShortcode } from '@eventory/core';
import type { DB } from '../db/database.js';
import { html, type SafeHtml } from '../site/html.js';
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
}

/**
 * Renders one widget to HTML from real data (issue #11 §3). Every value reaching the HTML must go
 * through {@link html} (escaped). It gets the shortcode already validated by the core schema:
 * `shortcode.values` holds every attribute typed, defaults filled in; `shortcode.variant` the
 * template or view its name picks; `shortcode.unknown` attributes it may ignore.
 */
export type WidgetRenderer = (shortcode: ReadShortcode, ctx: WidgetContext) => SafeHtml | Promise<SafeHtml>;

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
export function unavailableWidget(shortcode: ReadShortcode): SafeHtml {
  return html`<div class="widget-unavailable" role="note"><strong>${shortcode.widget.title}</strong><p>This widget is not available yet. Its shortcode <code>${shortcode.name}</code> is saved and will show here once it is.</p></div>`;
}

/** Renders a validated shortcode with its widget's renderer, or the "not available yet" box. */
export async function renderWidget(shortcode: ReadShortcode, ctx: WidgetContext, renderers = WIDGET_RENDERERS): Promise<SafeHtml> {
  const renderer = renderers[shortcode.widget.id];
  return renderer ? renderer(shortcode, ctx) : unavailableWidget(shortcode);
}
