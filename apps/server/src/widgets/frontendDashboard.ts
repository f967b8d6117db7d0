import { html } from '../site/html.js';
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
export const renderFrontendDashboard: WidgetRenderer = (_shortcode, ctx) => {
  const link = `${ctx.siteUrl}${DASHBOARD_PATH}`;
  if (ctx.surface === 'embed') {
    return html`<section class="ew etn-frontend-dashboard" aria-label="Event Frontend Dashboard"><p>Vendors manage their events on <a href="${link}" target="_top">the event dashboard</a>.</p></section>`;
  }
  return html`<section class="ew etn-frontend-dashboard" aria-label="Event Frontend Dashboard">
<div id="etn-multivendor-form"><noscript><p>The event dashboard needs JavaScript. <a href="/login?next=${DASHBOARD_PATH}">Log in</a> to manage your events in the admin instead.</p></noscript></div>
<div id="etn-multivendor-attendee-list"></div>
<script type="module" src="${FRONTEND_MOUNT_SCRIPT}"></script></section>`;
};
