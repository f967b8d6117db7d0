import { formatEventWhen, LANGUAGE_NAMES, PART_SEPARATOR, PUBLIC_LANGUAGES, type EventItem } from '@eventory/core';
import type { CurrentUser } from '../modules/auth/service.js';
import type { EventProgram } from '../modules/schedules/eventProgram.js';
import { eventSections } from './eventSections.js';
import { eventMetadata } from './pageMetadata.js';
import { bdi, html, page, type SafeHtml } from './html.js';
import type { ProgrammeQuery } from './programme.js';
import type { PageText } from './publicText.js';
import { staticUrl } from './staticAssets.js';

/** A logged-in user who works in the admin: a super admin or a role with any capability. */
const isStaff = (user: CurrentUser | null | undefined): boolean => Boolean(user && (user.is_super_admin || user.permissions.length > 0));

/**
 * The public site's languages, each named in itself and linked as `?lang=` on the page shown, its
 * other query parameters kept (a programme's day and track stay chosen); the choice is kept for the
 * next pages (languageChoice.ts); the page's own marked `aria-current`.
 */
function languageLinks({ i18n, language, query = [] }: PageText): SafeHtml {
  const href = (code: string) => `?${new URLSearchParams([...query, ['lang', code]]).toString()}`;
  const links = PUBLIC_LANGUAGES.map(
    (code) => html`<li><a href="${href(code)}" lang="${code}" hreflang="${code}"${code === language ? html` aria-current="true"` : ''}>${LANGUAGE_NAMES[code]}</a></li>`,
  );
  return html`<nav class="site-languages" aria-label="${i18n._('Language')}"><ul>${links}</ul></nav>`;
}

/**
 * The public site's top bar: the home link, the site's languages (`languages: false` on a page
 * whose language is not the visitor's to choose, such as a ticket in its booking's), and the Admin
 * link for logged-in staff only (issue #9 §5). Without a user (pages that do not look at the
 * session) it has no Admin link.
 */
export function siteHeaderFor(user: CurrentUser | null | undefined, text: PageText, { languages = true }: { languages?: boolean } = {}): SafeHtml {
  return html`<header class="site-header"><a class="brand" href="/">Eventory</a>${languages ? languageLinks(text) : ''}${isStaff(user) ? html`<a href="/admin">${text.i18n._('Admin')}</a>` : ''}</header>`;
}

/** When an event runs, in its own zone and the page's locale (core's formatEventWhen, the widgets' wording too): `Dec 12, 2026, 10:00 AM – 12:00 PM (UTC+01:00)`. */
export function eventWhen(e: EventItem, locale: string): string {
  return formatEventWhen(e, { locale });
}

/** Where an event runs in a word or an address: 'Online' (in the page's language), the address, or ''. */
export function eventPlace(e: EventItem, text: PageText): string {
  if (!e.location) return '';
  return e.location.type === 'online' ? text.i18n._('Online') : e.location.address?.address ?? '';
}

/** Arrows along the reading direction: site.css mirrors them in right-to-left pages. */
const BACK_ARROW = html`<span class="dir-arrow" aria-hidden="true">←</span>`;
const FORWARD_ARROW = html`<span class="dir-arrow" aria-hidden="true">→</span>`;

/** One page of the home's event list: its events, its 1-based number, and whether more follow. */
export interface HomeListing {
  events: EventItem[];
  page: number;
  hasMore: boolean;
}

/** Who is looking and how the page reads: the Admin link for staff, the page's language and locale. */
export interface PageViewer {
  user?: CurrentUser | null;
  text: PageText;
}

/** `/?page=<n>`: upcoming published events, a page at a time with "Earlier"/"More events" links. */
export function homePage(listing: HomeListing, { user, text }: PageViewer): string {
  const { i18n, locale } = text;
  const { events, page: number, hasMore } = listing;
  const list = events.length
    ? events.map(
        (e) => html`<article class="event-card"><h2><a href="${e.link}">${bdi(e.title)}</a></h2>
<div class="muted">${eventWhen(e, locale)}${eventPlace(e, text) ? html`${PART_SEPARATOR}${bdi(eventPlace(e, text))}` : ''}</div></article>`,
      )
    : html`<div class="empty">${number > 1 ? i18n._('No more upcoming events.') : i18n._('No upcoming events yet.')}</div>`;
  // A page past the end leads back to the first page, not to the page before it, empty too (organiser walk: /?page=9999 → 9998).
  const previous =
    number === 1
      ? ''
      : events.length === 0
        ? html`<a href="/">${BACK_ARROW} ${i18n._('Back to the events')}</a>`
        : html`<a href="${number === 2 ? '/' : `/?page=${number - 1}`}" rel="prev">${BACK_ARROW} ${i18n._('Earlier events')}</a>`;
  const next = hasMore ? html`<a href="/?page=${number + 1}" rel="next">${i18n._('More events')} ${FORWARD_ARROW}</a>` : '';
  const pager = previous || next ? html`<nav class="pager" aria-label="${i18n._('Pages of events')}">${previous}${next}</nav>` : '';
  const title = number > 1 ? i18n._('Upcoming events (page {number})', { number }) : i18n._('Upcoming events');
  return page(title, html`${siteHeaderFor(user, text)}<main class="site"><h1>${title}</h1>${list}${pager}</main>`, html``, text.language);
}

/** The note above a draft event's page, shown to staff who preview it. */
export const draftNote = (text: PageText) => text.i18n._('Draft preview: this page is not public yet.');

/**
 * `/event/<slug>`: one event's public page: time, place, an 'Add to calendar' link to its `.ics`
 * (published events; calendar apps open it), its categories and tags, description, then its programme (the
 * day and filters of `options.query`), speakers and organizers (see {@link eventSections}), then
 * `extras` (the ticket and RSVP forms); Open Graph and schema.org metadata in the head; in the
 * language of `options.text`. Every value is escaped; `options.description` replaces the plain
 * description (sanitized, its shortcodes rendered in place, see `renderWithShortcodes`).
 */
export function eventPage(
  e: EventItem,
  program: EventProgram,
  extras: SafeHtml,
  options: PageViewer & { query?: ProgrammeQuery; description?: SafeHtml; seriesDates?: EventItem[]; terms?: { categories: string[]; tags: string[] } },
): string {
  const { text } = options;
  const location =
    e.location?.type === 'online' && e.location.url ? html`<a href="${e.location.url}" rel="noopener nofollow">${text.i18n._('Join online')}</a>` : eventPlace(e, text);
  return page(
    e.title,
    html`${siteHeaderFor(options.user, text)}<main class="site event-page">
${e.status === 'draft' ? html`<p class="muted">${draftNote(text)}</p>` : ''}
<h1>${bdi(e.title)}</h1>
<p class="muted">${eventWhen(e, text.locale)}</p>
${location ? html`<p>${bdi(location)}</p>` : ''}
${termList(options.terms?.categories ?? [], text.i18n._('Categories'), text)}${termList(options.terms?.tags ?? [], text.i18n._('Tags'), text)}
${e.status === 'publish' ? html`<p><a href="/calendar/event/${e.id}.ics" download>${text.i18n._('Add to calendar')}</a></p>` : ''}
${seriesDatesSection(options.seriesDates, text)}
<div class="description" dir="auto">${options.description ?? e.description}</div>
${eventSections(program, text, options.query)}
${extras}
</main>`,
    eventMetadata(e),
    text.language,
  );
}

/** Most term chips an event page shows in a row; a conference's 66 tracks as tags would bury the page's top. */
const MAX_TERMS = 8;

/**
 * An event's categories or its tags as a row of chips named `label` for screen readers, the first
 * {@link MAX_TERMS} and then how many more there are; nothing when it has none.
 */
function termList(names: string[], label: string, text: PageText): SafeHtml | '' {
  if (names.length === 0) return '';
  const rest = names.length - MAX_TERMS;
  return html`<ul class="event-terms" aria-label="${label}">${names.slice(0, MAX_TERMS).map((name) => html`<li>${bdi(name)}</li>`)}${
    rest > 0 ? html`<li class="event-terms-more">${text.i18n._('and {count} more', { count: rest })}</li>` : ''
  }</ul>`;
}

/**
 * The next dates of a recurring series on its pages, the series' own and each occurrence's, each
 * linked to its page (a series' page showed only its first date, in 2017, for machBar's weekly
 * OpenLab); nothing for an event outside a series.
 */
function seriesDatesSection(dates: EventItem[] | undefined, text: PageText): SafeHtml | '' {
  if (!dates) return '';
  const list = dates.length
    ? html`<ul>${dates.map((d) => html`<li><a href="${d.link}">${eventWhen(d, text.locale)}</a></li>`)}</ul>`
    : html`<p class="muted">${text.i18n._('No upcoming dates.')}</p>`;
  return html`<section class="series-dates" aria-labelledby="series-dates"><h2 id="series-dates">${text.i18n._('Upcoming dates')}</h2>${list}</section>`;
}

/** The site's 404 page, in the visitor's language. */
export function notFoundPage(user: CurrentUser | null | undefined, text: PageText): string {
  const { i18n } = text;
  return page(
    i18n._('Not found'),
    html`${siteHeaderFor(user, text)}<main class="site"><div class="empty"><h1>${i18n._('Page not found')}</h1><p><a href="/">${BACK_ARROW} ${i18n._('Back to the events')}</a></p></div></main>`,
    html``,
    text.language,
  );
}

/**
 * `/login`: fields "Email" and "Password", button "Log in", in the visitor's language (issue #12).
 * /static/login.js adds a deep link's hash route to `next` (the server never sees a hash).
 */
export function loginPage(text: PageText, options: { error?: string; email?: string; next?: string }): string {
  const { i18n } = text;
  return page(
    i18n._('Log in'),
    html`<main><form class="login" method="post" action="/login">
<h1>${i18n._('Log in to Eventory')}</h1>
${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ''}
<input type="hidden" name="next" value="${options.next ?? '/admin'}">
<label for="email">${i18n._('Email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${options.email ?? ''}">
<label for="password">${i18n._('Password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${i18n._('Log in')}</button>
</form></main><script src="${staticUrl('login.js')}" defer></script>`,
    html``,
    text.language,
  );
}
