import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicLanguageOfTag } from '@eventory/core';
import { LANGUAGE_COOKIE } from '../i18n/serverI18n.js';
import { siteCookie } from '../http/cookies.js';

/** The pages a visitor browses from one to the next, where a `?lang=` choice is kept. */
const BROWSED_PAGES = new Set(['/', '/event/:slug', '/speaker/:slug', '/login']);

const YEAR_S = 365 * 24 * 3600;

/**
 * Keeps a visitor's language (issue #12 §2): a browsed page opened with `?lang=de` (the site
 * header's language links, or a shared link) sets {@link LANGUAGE_COOKIE}, which
 * `requestPublicLanguage` reads after `?lang=`, so the next page (the home's "More events", a
 * programme day, an event's link) reads in German too instead of falling back to the browser's
 * language. A `lang` that names no public language changes nothing. Embeds, the API and the admin
 * never set it.
 */
async function languageChoicePlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !BROWSED_PAGES.has(request.routeOptions.url ?? '')) return;
    const asked = (request.query as { lang?: unknown } | null)?.lang;
    const language = typeof asked === 'string' ? publicLanguageOfTag(asked) : null;
    if (!language || request.cookies[LANGUAGE_COOKIE] === language) return;
    reply.setCookie(LANGUAGE_COOKIE, language, siteCookie(request, YEAR_S));
  });
}

export default fp(languageChoicePlugin, { name: 'language-choice', dependencies: ['@fastify/cookie'] });
