import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { fallbackRoute, hasCapability, userLanguage, type Capability, type UserPermissions } from '@eventory/core';
import { SESSION_COOKIE } from '../http/access.js';
import { AppError } from '../http/errors.js';
import { login, logout } from '../modules/auth/service.js';
import { setSessionCookie } from '../modules/auth/routes.js';
import { loadEventProgram } from '../modules/schedules/eventProgram.js';
import { getSettings } from '../modules/settings/service.js';
import { ownLanguage, setOwnLanguage } from '../modules/users/service.js';
import { serverI18n } from '../i18n/serverI18n.js';
import { frontendAttendeeList } from '../widgets/frontendDashboard.js';
import { renderWithShortcodes } from '../widgets/shortcodeText.js';
import { adminAssets } from './adminAssets.js';
import { html } from './html.js';
import { programmeQuery } from './programme.js';
import { rsvpForm } from './rsvpForm.js';
import { safeNext } from './redirect.js';
import { ticketForm } from './ticketForm.js';
import { eventTemplate } from './templatePages.js';
import { isTemplatePreview, landingPage, previewTemplatePage } from './templateRoutes.js';
import { SCANNER_HOME, adminShellPage } from '../shell/adminShell.js';
import { eventPage, homePage, loginPage, notFoundPage } from './pages.js';
import { requestText, visitorText, type PageText } from './publicText.js';
import { termNames } from '../modules/taxonomies/service.js';

/** Events per page of the public home. */
export const HOME_PAGE_SIZE = 20;
/** How many next dates of its series an event page of a recurring series lists (three months of a weekly one). */
const SERIES_DATES = 12;
/** `/?page=<n>`: 1-based; anything else is the first page. */
const homeQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });

const loginForm = z.object({ email: z.string().default(''), password: z.string().default(''), next: z.string().default('/admin') });

/** Why a login was refused, in the visitor's language: a wrong email or password, or too many tries. */
function loginError(error: AppError, { i18n }: PageText): string {
  if (error.statusCode === 429) return i18n._('Too many requests. Please wait a minute and try again.');
  if (error.statusCode === 401) return i18n._('The email or password is not correct.');
  return error.message;
}

/** An admin screen's hash route as the language form sends it ('#/purchase-report/booking/3'): URL fragment characters only. */
const ADMIN_SCREEN = /^#\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]{0,500}$/;

/** Screens for roles with a narrow job, in order: bookings, attendees, the ticket scanner. */
const NARROW_LANDINGS: readonly [Capability, string][] = [
  ['etn_manage_order', '/admin#/purchase-report'],
  ['etn_manage_attendee', '/admin#/attendees'],
  ['etn_manage_qr_scan', SCANNER_HOME],
];

/**
 * Where a login lands: `next`, except that a user who may open none of the admin's main screens
 * (events, speakers, schedules: the route rule would send them on to the site home) lands on the
 * first screen their role is for, e.g. door staff on the ticket scanner.
 */
function landing(user: UserPermissions, next: string): string {
  const target = safeNext(next);
  if (target !== '/admin' || fallbackRoute(user) !== null) return target;
  return NARROW_LANDINGS.find(([capability]) => hasCapability(user, capability))?.[1] ?? target;
}

/**
 * The host's HTML pages: public home `/` (paged by `?page=<n>`), `/favicon.ico`, event pages `/event/<slug>` (with their speakers,
 * organizers and programs), `/login` and `/logout` (plain forms, working without script), and
 * the admin shell `/admin`.
 */
const siteRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request, reply) => {
    if (isTemplatePreview(request.query)) return previewTemplatePage(app, request, reply);
    const { page } = homeQuery.parse(request.query ?? {});
    const [found, settings] = await Promise.all([app.events.upcoming(HOME_PAGE_SIZE + 1, (page - 1) * HOME_PAGE_SIZE), getSettings(app.db)]);
    const listing = { events: found.slice(0, HOME_PAGE_SIZE), page, hasMore: found.length > HOME_PAGE_SIZE };
    return reply.type('text/html').send(homePage(listing, { user: request.user, text: requestText(request, settings) }));
  });

  // The template editor's Preview of its unsaved canvas: a form aimed at the preview's frame (templateRoutes.ts).
  app.post('/', async (request, reply) => {
    if (isTemplatePreview(request.query)) return previewTemplatePage(app, request, reply);
    return reply.status(404).type('text/html').send(notFoundPage(request.user, requestText(request, await getSettings(app.db))));
  });

  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/static/favicon.svg', 301));

  app.get<{ Params: { slug: string } }>('/event/:slug', async (request, reply) => {
    const event = await app.events.getBySlug(request.params.slug);
    const mayPreview = request.user && hasCapability(request.user, 'etn_manage_event');
    const settings = await getSettings(app.db);
    const text = requestText(request, settings);
    if (!event || (event.status === 'draft' && !mayPreview)) return reply.status(404).type('text/html').send(notFoundPage(request.user, text));
    const landing = await eventTemplate(app, event, 'event', settings);
    if (landing) return reply.type('text/html').send(await landingPage(app, landing, event, settings, request, text));
    const series = event.parent || (event.recurring_enabled === 'yes' ? event.id : 0);
    const showTerms = settings.disable_category_and_tags !== 'on';
    const [program, rsvp, description, seriesDates, categories, tags] = await Promise.all([
      loadEventProgram(app.db, event),
      app.rsvp.eventInfo(event.id),
      renderWithShortcodes(event.description, { db: app.db, siteUrl: app.config.siteUrl, services: app, surface: 'page', language: text.language }),
      series ? app.events.upcoming(SERIES_DATES + 1, 0, series) : undefined,
      showTerms ? termNames(app.db, 'categories', event.categories) : [],
      showTerms ? termNames(app.db, 'tags', event.tags) : [],
    ]);
    const tickets = ticketForm(event, { currency: settings.currency, paymentInstructions: settings.offline_payment_instructions, reservationHours: settings.reservation_hours }, text);
    const others = seriesDates?.filter((date) => date.id !== event.id).slice(0, SERIES_DATES);
    const options = { query: programmeQuery.parse(request.query ?? {}), user: request.user, text, description, seriesDates: others, terms: { categories, tags } };
    // Issue #11 §5: a published event whose attendee list is public holds the front-end attendee list container.
    const attendees = event.status === 'publish' && event.attendee_list_public ? frontendAttendeeList(event.id, text.i18n) : '';
    return reply.type('text/html').send(eventPage(event, program, html`${tickets}${rsvpForm(rsvp, text)}${attendees}`, options));
  });

  app.get<{ Querystring: { next?: string } }>('/login', async (request, reply) => {
    if (request.user) return reply.redirect(landing(request.user, request.query.next ?? '/admin'));
    return reply.type('text/html').send(loginPage(await visitorText(app.db, request), { next: request.query.next }));
  });

  app.post('/login', async (request, reply) => {
    const form = loginForm.parse(request.body ?? {});
    try {
      await app.countLoginAttempt(request);
      const result = await login(app.db, app.dialect, form.email, form.password);
      setSessionCookie(request, reply, result.token);
      return reply.redirect(landing(result.user, form.next), 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const text = await visitorText(app.db, request);
      return reply.status(error.statusCode).type('text/html').send(loginPage(text, { error: loginError(error, text), email: form.email, next: form.next }));
    }
  });

  app.post('/logout', async (request, reply) => {
    const form = z.object({ _csrf: z.string().default('') }).parse(request.body ?? {});
    if (request.session && form._csrf === request.session.csrf_token) {
      await logout(app.db, request.session.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    }
    return reply.redirect('/login', 303);
  });

  // Issue #12 §2: the shell's language form; a user changes their own admin language and comes back
  // to the screen they sent it from (`screen`, the admin's hash route; anything else opens the admin's first screen).
  app.post('/account/language', async (request, reply) => {
    if (!request.user || !request.session) return reply.redirect('/login?next=/admin', 303);
    const form = z.object({ _csrf: z.string().default(''), language: ownLanguage, screen: z.string().optional() }).safeParse(request.body ?? {});
    if (form.success && form.data._csrf === request.session.csrf_token) await setOwnLanguage(app.db, request.user.id, form.data.language);
    const screen = form.success ? form.data.screen : undefined;
    return reply.redirect(`/admin${screen && ADMIN_SCREEN.test(screen) ? screen : ''}`, 303);
  });

  app.get('/admin', async (request, reply) => {
    if (!request.user || !request.session) return reply.redirect('/login?next=/admin');
    const settings = await getSettings(app.db);
    const page = adminShellPage(
      {
        apiBase: '/api/v2',
        nonce: request.session.csrf_token,
        adminUrl: `${app.config.siteUrl}/admin`,
        siteUrl: app.config.siteUrl,
        user: request.user,
        settings,
        templateLibraryUrl: app.config.templateLibraryUrl,
      },
      adminAssets(app.config.adminDist),
      serverI18n(userLanguage(request.user.language, settings.site_language)),
    );
    return reply.type('text/html').header('Cache-Control', 'no-store').send(page);
  });
};
export default siteRoutes;
