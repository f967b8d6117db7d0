import { widgetTitle } from '@eventory/widgets';
import { FRONTEND_CONTAINERS, type I18n } from '@eventory/core';
import { html, type SafeHtml } from '../site/html.js';
import type { WidgetRenderer } from './registry.js';

/** Where the front-end mount's entry script is served (a redirect to the built, hashed file). */
export const FRONTEND_MOUNT_SCRIPT = '/frontend-mount.js';
/** The site's own page holding the dashboard. */
export const DASHBOARD_PATH = '/dashboard';

/**
 * Event Frontend Dashboard (`[etn_pro_dashboard]`, issue #11 §5, SPEC §2 "Front-end mount"): the
 * multivendor form and multivendor attendee list containers, into which the admin's second entry
 * (apps/admin/src/frontend) renders a vendor's login, their events and their attendees. Inside a
 * Get Script iframe on another site the session cookie is not sent (SameSite), so there the widget
 * links to this site's dashboard page instead.
 */
export const renderFrontendDashboard: WidgetRenderer = (shortcode, ctx) => {
  const { i18n } = ctx.lang;
  const link = `${ctx.siteUrl}${DASHBOARD_PATH}`;
  const label = widgetTitle(i18n, shortcode.widget);
  if (ctx.surface === 'embed') {
    return html`<section class="ew etn-frontend-dashboard" aria-label="${label}"><p>${i18n._('Vendors manage their events on')} <a href="${link}" target="_top">${i18n._('the event dashboard')}</a>.</p></section>`;
  }
  return html`<section class="ew etn-frontend-dashboard" aria-label="${label}">
<div id="${FRONTEND_CONTAINERS.vendorForm}"><noscript><p>${i18n._('The event dashboard needs JavaScript.')} <a href="/login?next=${DASHBOARD_PATH}">${i18n._('Log in')}</a> ${i18n._('to manage your events in the admin instead.')}</p></noscript></div>
<div id="${FRONTEND_CONTAINERS.vendorAttendees}"></div>
<script type="module" src="${FRONTEND_MOUNT_SCRIPT}"></script></section>`;
};

/**
 * The front-end attendee list container of an event's public page (SPEC §2 "Front-end mount",
 * issue #11 §5), placed when the event's `attendee_list_public` setting is on: the mount renders
 * the attendees' names into it from the public API. Without JavaScript it says so in the page's
 * language (`i18n`, the page's public catalogue: en, de, ar; issue #12 §2).
 */
export function frontendAttendeeList(eventId: number, i18n: I18n): SafeHtml {
  return html`<div class="event-attendee-list" id="${FRONTEND_CONTAINERS.attendeeList}" data-event-id="${String(eventId)}"><noscript><p>${i18n._('The attendee list needs JavaScript.')}</p></noscript></div>
<script type="module" src="${FRONTEND_MOUNT_SCRIPT}"></script>`;
}
