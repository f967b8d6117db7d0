import { canAccessRoute, hasCapability, LANGUAGE_NAMES, LANGUAGES, type Capability, type I18n, type MessageDescriptor } from '@eventory/core';
import type { CurrentUser } from '../modules/auth/service.js';
import type { Settings } from '../modules/settings/service.js';
import type { AdminAssets } from '../site/adminAssets.js';
import { html, jsonForScript, page, type SafeHtml } from '../site/html.js';
import { staticUrl } from '../site/staticAssets.js';

/**
 * The admin's host page (`/admin`): its side menu, language form and the SPA's bootstrap. Its
 * messages are the admin's (catalogue `messages`, English and German), apart from the public
 * pages' (`public`, with Arabic) in apps/server/src/site.
 */

/** The object the host hands the admin SPA (ARCHITECTURE "Admin"). */
export interface AdminBootstrap {
  apiBase: string;
  nonce: string;
  adminUrl: string;
  siteUrl: string;
  user: CurrentUser;
  settings: Settings;
  /** Base URL of the template library (issue #10 §2, `TEMPLATE_LIBRARY_URL`). */
  templateLibraryUrl: string;
}

/** The scanner link of SPEC §7 without an event: the admin opens the event choice. */
export const SCANNER_HOME = '/admin?etn_action=ticket_scanner';

interface MenuEntry {
  label: MessageDescriptor;
  href: string;
  capability?: Capability | 'super_admin';
  /** Shown only while the settings allow it (a module turned off hides its screen). */
  when?: (settings: Settings) => boolean;
}

const MENU: MenuEntry[] = [
  { label: /*i18n*/ { id: 'Events' }, href: '/admin#/events', capability: 'etn_manage_event' },
  { label: /*i18n*/ { id: 'Event Categories' }, href: '/admin#/categories', capability: 'etn_manage_event' },
  { label: /*i18n*/ { id: 'Event Tags' }, href: '/admin#/tags', capability: 'etn_manage_event' },
  { label: /*i18n*/ { id: 'Speakers' }, href: '/admin#/speakers', capability: 'etn_manage_organizer' },
  { label: /*i18n*/ { id: 'Schedules' }, href: '/admin#/schedules', capability: 'etn_manage_schedule' },
  { label: /*i18n*/ { id: 'Templates' }, href: '/admin#/template-builder', capability: 'etn_manage_template' },
  { label: /*i18n*/ { id: 'Shortcodes' }, href: '/admin#/shortcodes', capability: 'etn_manage_shortcode' },
  { label: /*i18n*/ { id: 'Bookings' }, href: '/admin#/purchase-report', capability: 'etn_manage_order' },
  { label: /*i18n*/ { id: 'Attendees' }, href: '/admin#/attendees', capability: 'etn_manage_attendee' },
  { label: /*i18n*/ { id: 'RSVP' }, href: '/admin#/rsvp-report', capability: 'etn_manage_event', when: (settings) => settings.modules.rsvp === 'on' },
  { label: /*i18n*/ { id: 'Ticket scanner' }, href: SCANNER_HOME, capability: 'etn_manage_qr_scan' },
  { label: /*i18n*/ { id: 'Users' }, href: '/admin#/users', capability: 'super_admin' },
  { label: /*i18n*/ { id: 'Access Control' }, href: '/admin#/access-control', capability: 'super_admin' },
  { label: /*i18n*/ { id: 'Audit trail' }, href: '/admin#/audit', capability: 'super_admin' },
  { label: /*i18n*/ { id: 'License' }, href: '/admin#/license', capability: 'etn_manage_license' },
  { label: /*i18n*/ { id: 'API tokens' }, href: '/admin#/api-tokens' },
  { label: /*i18n*/ { id: 'Settings' }, href: '/admin#/settings', capability: 'etn_manage_setting' },
  { label: /*i18n*/ { id: 'API docs' }, href: '/api/docs' },
  { label: /*i18n*/ { id: 'View site' }, href: '/' },
];

/**
 * The shell's form for the user's own admin language (issue #12 §2): 'Site default' or a shipped language.
 * `screen` is filled with the hash route on submit (admin-shell.js), so the admin comes back to that screen.
 */
function languageForm(bootstrap: AdminBootstrap, i18n: I18n): SafeHtml {
  const own = bootstrap.user.language ?? '';
  const choices: [string, string][] = [['', i18n._('Site default')], ...LANGUAGES.map((l): [string, string] => [l, LANGUAGE_NAMES[l]])];
  const options = choices.map(([value, label]) => html`<option value="${value}"${value === own ? html` selected` : ''}>${label}</option>`);
  return html`<form method="post" action="/account/language" class="shell-language"><input type="hidden" name="_csrf" value="${bootstrap.nonce}"><input type="hidden" name="screen" value="">
<label for="shell-language">${i18n._('Language')}</label><select id="shell-language" name="language">${options}</select>
<button type="submit">${i18n._('Change language')}</button></form>`;
}

/**
 * The chunks of the heavy screens (their hashes), as data for /static/admin-route-chunks.js, which
 * preloads the one the admin opens on (the hash is only known in the browser); async, so it holds
 * nothing up. CSP allows no inline script.
 */
function routePreloader(routes: AdminAssets['routes']): SafeHtml {
  if (!routes.length) return html``;
  return html`<script type="application/json" id="eventory-route-chunks">${jsonForScript(routes)}</script><script src="${staticUrl('admin-route-chunks.js')}" async></script>`;
}

/** Where the admin's hash routes start; their entries also follow the admin's route rule. */
const ADMIN_ROUTE = '/admin#';

function allowed(user: CurrentUser, settings: Settings, entry: MenuEntry) {
  if (entry.when && !entry.when(settings)) return false;
  if (entry.href.startsWith(ADMIN_ROUTE) && !canAccessRoute(entry.href.slice(ADMIN_ROUTE.length), { ...user, roles: [user.role] })) return false;
  if (!entry.capability) return true;
  if (entry.capability === 'super_admin') return user.is_super_admin;
  return hasCapability(user, entry.capability);
}

/**
 * `/admin`: the host page with its left menu (a drawer behind a 'Menu' button below 768 px) after a
 * 'Skip to content' link (the first Tab stop; admin-shell.js moves the focus to the screen; the phone bar's
 * brand is hidden from screen readers, which read it at the top of the menu), mounting
 * the admin SPA with its bootstrap object; in the user's language (`i18n`, issue #12), with a
 * form to change it.
 */
export function adminShellPage(bootstrap: AdminBootstrap, assets: AdminAssets | null, i18n: I18n): string {
  const menu = MENU.filter((e) => allowed(bootstrap.user, bootstrap.settings, e)).map((e) => html`<a href="${e.href}">${i18n._(e.label)}</a>`);
  const app: SafeHtml = assets
    ? html`<div id="eventory-admin"></div>`
    : html`<div style="padding:24px"><h1>${i18n._('The admin is not built')}</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></div>`;
  const head = assets
    ? html`${routePreloader(assets.routes)}${assets.styles.map((href) => html`<link rel="stylesheet" href="${href}">`)}<script type="module" src="${assets.script}"></script>${assets.preload.map((href) => html`<link rel="modulepreload" href="${href}">`)}`
    : html``;
  return page(
    i18n._('Eventory admin'),
    html`<a class="skip-link" href="#eventory-admin" data-skip-to-content>${i18n._('Skip to content')}</a><div class="shell"><div class="shell-bar"><button type="button" class="shell-menu-toggle" data-shell-menu-toggle aria-expanded="false" aria-controls="shell-menu">${i18n._('Menu')}</button><span class="brand" aria-hidden="true">Eventory</span></div>
<div class="shell-backdrop" data-shell-backdrop hidden></div>
<nav class="shell-menu" id="shell-menu" aria-label="${i18n._('Admin menu')}"><div class="brand">Eventory</div>${menu}
<form method="post" action="/logout"><input type="hidden" name="_csrf" value="${bootstrap.nonce}"><button type="submit">${i18n._('Log out')}</button></form>
${languageForm(bootstrap, i18n)}
<div class="user">${bootstrap.user.display_name}<br>${bootstrap.user.email}</div></nav>
<div class="shell-content">${app}</div></div>
<script type="application/json" id="eventory-bootstrap">${jsonForScript(bootstrap)}</script>
<script src="${staticUrl('admin-shell.js')}" defer></script>`,
    head,
    i18n.locale,
  );
}
