import type { FastifyRequest } from 'fastify';
import { userLanguage, type I18n, type Language, type MessageDescriptor, type PublicLanguage } from '@eventory/core';
import { getSettings } from '../modules/settings/service.js';
import { publicI18n, requestLanguage, requestPublicLanguage, serverI18n } from './serverI18n.js';
import { asDescriptor, isDescriptor, translateMessage, type ApiMessage } from './translateMessage.js';

/**
 * The API's human-readable messages in the reader's language (issue #12 §2), translated in ONE
 * place: the error handler. Code that refuses a request writes its message once, in English, as
 * a catalogue entry: a plain string marked `/*i18n*\/ 'Text'` (zod schemas, built once at module
 * level) or a descriptor `/*i18n*\/ { id: 'Text with {name}', values: { name } }` (an `AppError`
 * with values). The handler renders it in the language of whoever asked; machine codes and the
 * `errors` field paths never change.
 */

export { translateMessage, type ApiMessage } from './translateMessage.js';

/**
 * Messages shown one after the other as sentences (`'The file is cut off.'`, `'Nothing was
 * imported.'`), each its own catalogue entry, translated on its own; empty ones are left out.
 */
export function sentences(...messages: (ApiMessage | null | undefined)[]): ApiMessage {
  const [first = '', ...rest] = messages.filter((m): m is ApiMessage => Boolean(m) && (typeof m !== 'string' || m !== ''));
  return rest.reduce<ApiMessage>((sentence, next) => {
    return /*i18n*/ { id: '{sentence} {next}', values: { sentence: asDescriptor(sentence), next: asDescriptor(next) } };
  }, first);
}

/** The English text of a message (what logs, tests and English readers see). */
export const englishMessage = (message: ApiMessage): string => translateMessage(serverI18n('en'), message);

/**
 * The language the API answers `request` in: a logged-in user's own language, else the site's
 * default; an anonymous caller's `Accept-Language` among the shipped languages, else the site's
 * default. English when even the settings cannot be read (the database is down).
 */
export async function answerLanguage(request: FastifyRequest): Promise<Language> {
  const own = request.user?.language;
  if (own) return own;
  try {
    const { site_language } = await getSettings(request.server.db);
    return request.user ? userLanguage(null, site_language) : requestLanguage(request, site_language);
  } catch {
    return 'en';
  }
}

/**
 * Who reads a route's messages (issue #12 §2): `visitor` for a route a visitor's public page or
 * widget calls (booking, RSVP, the public lists), answered like the page in en, de or ar; `staff`
 * (the default) for the admin's routes and API clients, answered in en or de.
 */
export type Audience = 'staff' | 'visitor';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who reads this route's messages; `staff` when not given (see {@link answerI18n}). */
    audience?: Audience;
  }
}

/** The language a visitor's page or widget asked in: `?lang=`, else the body's `lang` or `language` (the widget's or form's). */
function askedLanguage(request: FastifyRequest): string | null {
  const query = (request.query as { lang?: unknown } | null)?.lang;
  const body = request.body as { lang?: unknown; language?: unknown } | null | undefined;
  const asked = [query, body?.lang, body?.language].find((value): value is string => typeof value === 'string' && value !== '');
  return asked ?? null;
}

/**
 * The language a visitor's route answers in (issue #12 §2), as the page or widget it serves is
 * written: the language it asked in ({@link askedLanguage}), then `Accept-Language` among en, de,
 * ar, then the site's default; English when the settings cannot be read.
 */
async function visitorLanguage(request: FastifyRequest): Promise<PublicLanguage> {
  const siteDefault = await getSettings(request.server.db).then(
    (settings) => settings.site_language,
    (): Language => 'en',
  );
  return requestPublicLanguage(request, siteDefault, askedLanguage(request));
}

/**
 * The one rule for which catalogue and languages answer `request` (issue #12 §2): a route declared
 * `config.audience: 'visitor'` answers from the `public` catalogue in its visitor's language, Arabic
 * too ({@link visitorLanguage}); every other route (and an unknown URL) from the admin's catalogue in
 * {@link answerLanguage}.
 */
export async function answerI18n(request: FastifyRequest): Promise<I18n> {
  if (request.routeOptions?.config?.audience === 'visitor') return publicI18n(await visitorLanguage(request));
  return serverI18n(await answerLanguage(request));
}

/** What the error handler knows of one zod issue (a ZodError's issue, or Fastify's copy of it). */
export interface IssueLike {
  code?: string;
  message: string;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  format?: unknown;
  values?: unknown;
  keys?: unknown;
  /** A custom issue's (or refinement's) values for its message. */
  params?: unknown;
}

const SIZED = new Set(['string', 'array', 'set', 'file']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a zod message of ours may name (issue #12): the limit the value broke (`{maximum}`,
 * `{minimum}`), the allowed `{values}`, and a custom issue's or refinement's `params`. So a schema
 * writes `.max(MAX_OCCURRENCES, /*i18n*\/ 'At most {maximum} occurrences')` once, catalogued.
 */
export function issueValues(issue: IssueLike): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  if (isRecord(issue.params)) for (const [key, value] of Object.entries(issue.params)) if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  for (const key of ['minimum', 'maximum'] as const) {
    const limit = issue[key];
    if (typeof limit === 'number' || typeof limit === 'bigint') values[key] = Number(limit);
  }
  if (Array.isArray(issue.values)) values.values = issue.values.join(', ');
  return values;
}

/** A custom issue's params that are messages themselves (a reason inside a reason): translated with it. */
function messageParams(issue: IssueLike): Record<string, MessageDescriptor> {
  return isRecord(issue.params) ? Object.fromEntries(Object.entries(issue.params).filter((entry): entry is [string, MessageDescriptor] => isDescriptor(entry[1]))) : {};
}

/**
 * A zod issue's message in `i18n`'s language. A message of ours is a catalogue entry and is
 * translated, filled with {@link issueValues} and its params that are messages; zod's own default
 * ("Too big: expected number to be <=50") becomes the plain sentence of its kind ("Use a number of
 * at most 50."), in English too: visitors read these beside the public forms' fields.
 */
export function issueMessage(i18n: I18n, issue: IssueLike): string {
  if (issue.message in i18n.messages) return translateMessage(i18n, { id: issue.message, values: { ...issueValues(issue), ...messageParams(issue) } });
  return i18n._(defaultIssueMessage(issue));
}

function defaultIssueMessage(issue: IssueLike): MessageDescriptor {
  const origin = String(issue.origin ?? '');
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined')
        ? /*i18n*/ { id: 'Fill in this field.' }
        : /*i18n*/ {
            id: 'Give {expected, select, string {a text} number {a number} int {a whole number} boolean {yes or no} array {a list} object {an object} date {a date} other {a value of the right kind}}.',
            values: { expected: String(issue.expected) },
          };
    case 'too_small':
      if (origin === 'string') return /*i18n*/ { id: 'Use at least {minimum, plural, one {# character} other {# characters}}.', values: { minimum: Number(issue.minimum) } };
      if (SIZED.has(origin)) return /*i18n*/ { id: 'Give at least {minimum, plural, one {# item} other {# items}}.', values: { minimum: Number(issue.minimum) } };
      return issue.inclusive === false
        ? /*i18n*/ { id: 'Use a number greater than {minimum}.', values: { minimum: String(issue.minimum) } }
        : /*i18n*/ { id: 'Use a number of at least {minimum}.', values: { minimum: String(issue.minimum) } };
    case 'too_big':
      if (origin === 'string') return /*i18n*/ { id: 'Use at most {maximum, plural, one {# character} other {# characters}}.', values: { maximum: Number(issue.maximum) } };
      if (SIZED.has(origin)) return /*i18n*/ { id: 'Give at most {maximum, plural, one {# item} other {# items}}.', values: { maximum: Number(issue.maximum) } };
      return issue.inclusive === false
        ? /*i18n*/ { id: 'Use a number less than {maximum}.', values: { maximum: String(issue.maximum) } }
        : /*i18n*/ { id: 'Use a number of at most {maximum}.', values: { maximum: String(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? /*i18n*/ { id: 'Enter a valid email address.' } : /*i18n*/ { id: 'This is not written in the expected form.' };
    case 'invalid_value':
      return /*i18n*/ { id: 'Choose one of: {values}.', values: { values: Array.isArray(issue.values) ? issue.values.join(', ') : '' } };
    case 'unrecognized_keys':
      return /*i18n*/ { id: 'Leave out the unknown fields: {keys}.', values: { keys: Array.isArray(issue.keys) ? issue.keys.join(', ') : '' } };
    default:
      return /*i18n*/ { id: 'This value is not valid.' };
  }
}
