import { formatUtcOffset, formatWallClock, formatWallTime, hasCapability, LANGUAGE_NAMES, LANGUAGES, type EventItem, type Capability, type I18n, type MessageDescriptor } from '@eventory/core';
import type { CurrentUser } from '../modules/auth/service.js';
import type { Settings } from '../modules/settings/service.js';
import type { EventProgram } from '../modules/schedules/eventProgram.js';
import type { AdminAssets } from './adminAssets.js';
import { eventSections } from './eventSections.js';
import { eventMetadata } from './eventMetadata.js';
import { html, jsonForScript, page, type SafeHtml } from './html.js';
import type { ProgrammeQuery } from './programme.js';

/** A logged-in user who works in the admin: a super admin or a role with any capability. */
const isStaff = (user: CurrentUser | null | undefined): boolean => Boolean(user && (user.is_super_admin || user.permissions.length > 0));

/**
 * The public site's top bar: the home link, and the Admin link for logged-in staff only
 * (issue #9 §5). Without a user (pages that do not look at the session) it has no Admin link.
 */
export function siteHeaderFor(user: CurrentUser | null | undefined): SafeHtml {
  return html`<header class="site-header"><a class="brand" href="/">Eventory</a>${isStaff(user) ? html`<a href="/admin">Admin</a>` : ''}</header>`;
}

/** When an event runs, in its own zone and the site's locale: `Dec 12, 2026, 10:00 AM – 12:00 PM (UTC+01:00)`. */
export function eventWhen(e: EventItem, locale?: string): string {
  const sameDay = e.start_date === e.end_date;
  const offset = formatUtcOffset(Date.parse(e.start_at), e.timezone);
  const end = sameDay ? formatWallTime(e.end_time, { locale }) : formatWallClock(e.end_date, e.end_time, { locale });
  return `${formatWallClock(e.start_date, e.start_time, { locale })} – ${end} (${offset})`;
}

/** Where an event runs in a word or an address: 'Online', the address, or ''. */
export function eventPlace(e: EventItem): string {
  if (!e.location) return '';
  return e.location.type === 'online' ? 'Online' : e.location.address?.address ?? '';
}

/** One page of the home's event list: its events, its 1-based number, and whether more follow. */
export interface HomeListing {
  events: EventItem[];
  page: number;
  hasMore: boolean;
}

/** Who is looking and how dates read: the Admin link for staff, dates in the site's locale. */
export interface PageViewer {
  user?: CurrentUser | null;
  locale?: string;
}

/** `/?page=<n>`: upcoming published events, a page at a time with "Earlier"/"More events" links. */
export function homePage(listing: HomeListing, { user, locale }: PageViewer = {}): string {
  const { events, page: number, hasMore } = listing;
  const list = events.length
    ? events.map(
        (e) => html`<article class="event-card"><h2><a href="${e.link}">${e.title}</a></h2>
<div class="muted">${eventWhen(e, locale)}${eventPlace(e) ? ` · ${eventPlace(e)}` : ''}</div></article>`,
      )
    : html`<div class="empty">${number > 1 ? 'No more upcoming events.' : 'No upcoming events yet.'}</div>`;
  const previous = number > 1 ? html`<a href="${number === 2 ? '/' : `/?page=${number - 1}`}" rel="prev">Earlier events</a>` : '';
  const next = hasMore ? html`<a href="/?page=${number + 1}" rel="next">More events</a>` : '';
  const pager = previous || next ? html`<nav class="pager" aria-label="Pages of events">${previous}${next}</nav>` : '';
  const title = number > 1 ? `Upcoming events (page ${number})` : 'Upcoming events';
  return page(title, html`${siteHeaderFor(user)}<main class="site"><h1>${title}</h1>${list}${pager}</main>`);
}

/**
 * `/event/<slug>`: one event's public page: time, place, description, then its programme (the
 * day and filters of `options.query`), speakers and organizers (see {@link eventSections}), then
 * `extras` (the ticket and RSVP forms); Open Graph and schema.org metadata in the head. Every
 * value is escaped; `options.description` replaces the escaped description (its shortcodes
 * rendered in place, see `renderWithShortcodes`).
 */
export function eventPage(
  e: EventItem,
  program: EventProgram,
  extras: SafeHtml = html``,
  options: PageViewer & { query?: ProgrammeQuery; description?: SafeHtml } = {},
): string {
  const location = e.location?.type === 'online' && e.location.url ? html`<a href="${e.location.url}" rel="noopener nofollow">Join online</a>` : eventPlace(e);
  return page(
    e.title,
    html`${siteHeaderFor(options.user)}<main class="site event-page">
${e.status === 'draft' ? html`<p class="muted">Draft preview: this page is not public yet.</p>` : ''}
<h1>${e.title}</h1>
<p class="muted">${eventWhen(e, options.locale)}</p>
${location ? html`<p>${location}</p>` : ''}
<div class="description">${options.description ?? e.description}</div>
${eventSections(program, options.query, options.locale)}
${extras}
</main>`,
    eventMetadata(e),
  );
}

/** The site's 404 page. */
export function notFoundPage(user?: CurrentUser | null): string {
  return page('Not found', html`${siteHeaderFor(user)}<main class="site"><div class="empty"><h1>Page not found</h1><p><a href="/">Back to the events</a></p></div></main>`);
}

/** `/login`: fields "Email" and "Password", button "Log in", in the visitor's language (issue #12). */
export function loginPage(i18n: I18n, options: { error?: string; email?: string; next?: string }): string {
  return page(
    i18n._('Log in'),
    html`<form class="login" method="post" action="/login">
<h1>${i18n._('Log in to Eventory')}</h1>
${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ''}
<input type="hidden" name="next" value="${options.next ?? '/admin'}">
<label for="email">${i18n._('Email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${options.email ?? ''}">
<label for="password">${i18n._('Password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${i18n._('Log in')}</button>
</form>`,
    html``,
    i18n.locale,
  );
}

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
  { label: /*i18n*/ { id: 'RSVP' }, href: '/admin#/rsvp-report', capability: 'etn_manage_event' },
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

/** The shell's form for the user's own admin language (issue #12 §2): 'Site default' or a shipped language. */
function languageForm(bootstrap: AdminBootstrap, i18n: I18n): SafeHtml {
  const own = bootstrap.user.language ?? '';
  const choices: [string, string][] = [['', i18n._('Site default')], ...LANGUAGES.map((l): [string, string] => [l, LANGUAGE_NAMES[l]])];
  const options = choices.map(([value, label]) => html`<option value="${value}"${value === own ? html` selected` : ''}>${label}</option>`);
  return html`<form method="post" action="/account/language" class="shell-language"><input type="hidden" name="_csrf" value="${bootstrap.nonce}">
<label for="shell-language">${i18n._('Language')}</label><select id="shell-language" name="language">${options}</select>
<button type="submit">${i18n._('Change language')}</button></form>`;
}

function allowed(user: CurrentUser, entry: MenuEntry) {
  if (!entry.capability) return true;
  if (entry.capability === 'super_admin') return user.is_super_admin;
  return hasCapability(user, entry.capability);
}

/**
 * `/admin`: the host page with its left menu (a drawer behind a 'Menu' button below 768 px), mounting
 * the admin SPA with its bootstrap object; in the user's language (`i18n`, issue #12), with a
 * form to change it.
 */
export function adminShellPage(bootstrap: AdminBootstrap, assets: AdminAssets | null, i18n: I18n): string {
  const menu = MENU.filter((e) => allowed(bootstrap.user, e)).map((e) => html`<a href="${e.href}">${i18n._(e.label)}</a>`);
  const app: SafeHtml = assets
    ? html`<div id="eventory-admin"></div>`
    : html`<div style="padding:24px"><h1>${i18n._('The admin is not built')}</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></div>`;
  const head = assets
    ? html`${assets.styles.map((href) => html`<link rel="stylesheet" href="${href}">`)}<script type="module" src="${assets.script}"></script>${assets.preload.map((href) => html`<link rel="modulepreload" href="${href}">`)}`
    : html``;
  return page(
    i18n._('Eventory admin'),
    html`<div class="shell"><div class="shell-bar"><button type="button" class="shell-menu-toggle" data-shell-menu-toggle aria-expanded="false" aria-controls="shell-menu">${i18n._('Menu')}</button><span class="brand">Eventory</span></div>
<div class="shell-backdrop" data-shell-backdrop hidden></div>
<nav class="shell-menu" id="shell-menu" aria-label="${i18n._('Admin menu')}"><div class="brand">Eventory</div>${menu}
<form method="post" action="/logout"><input type="hidden" name="_csrf" value="${bootstrap.nonce}"><button type="submit">${i18n._('Log out')}</button></form>
${languageForm(bootstrap, i18n)}
<div class="user">${bootstrap.user.display_name}<br>${bootstrap.user.email}</div></nav>
<div class="shell-content">${app}</div></div>
<script type="application/json" id="eventory-bootstrap">${jsonForScript(bootstrap)}</script>
<script src="/static/admin-shell.js" defer></script>`,
    head,
    i18n.locale,
  );
}
