import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors.js';

/** A NUL character or a UTF-16 surrogate without its partner (in `u` mode a valid pair is one code point). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this guard refuses
const FORBIDDEN_CHARACTER = /[\u0000\p{Cs}]/u;

/** What a person reads beside a field that holds such a character. */
export const FORBIDDEN_CHARACTER_MESSAGE = /*i18n*/ 'Contains a character that is not allowed (a NUL byte or a broken Unicode character); remove it and try again';

/** Where `text`'s first NUL or lone surrogate is (a UTF-16 index), or -1: the rule of every route, for other ways in (the import command). */
export function forbiddenCharacterAt(text: string): number {
  return text.search(FORBIDDEN_CHARACTER);
}

/**
 * The path of the first string (value or key) under `value` holding a NUL or a lone surrogate,
 * as dotted field names (`customer.email`, `attendees.0.name`); '' for `value` itself; null when clean.
 */
export function forbiddenTextPath(value: unknown): string | null {
  if (typeof value === 'string') return forbiddenCharacterAt(value) >= 0 ? '' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    if (FORBIDDEN_CHARACTER.test(key)) return key.replace(new RegExp(FORBIDDEN_CHARACTER, 'gu'), '\uFFFD');
    const inner = forbiddenTextPath(child);
    if (inner !== null) return inner === '' ? key : `${key}.${inner}`;
  }
  return null;
}

/** The request parts walked, named as the error handler names schema errors (body fields bare). */
const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['', (request: FastifyRequest) => request.body],
] as const;

/**
 * Refuses, for every route (API, public pages and forms), a request whose path parameters, query
 * string or parsed body (JSON or form) hold a NUL character or a lone UTF-16 surrogate: a 400
 * `invalid_request` naming the field, before validation and the handler, so nothing is written
 * (PostgreSQL cannot store NUL in text, SQLite's FTS5 takes it for the end of a term; issue #9 §6.7).
 */
async function textGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, read] of PARTS) {
      const path = forbiddenTextPath(read(request));
      if (path === null) continue;
      const field = [part, path].filter(Boolean).join('.') || '_';
      throw badRequest(/*i18n*/ { id: '{field}: {problem}.', values: { field, problem: { id: FORBIDDEN_CHARACTER_MESSAGE } } }, { [field]: FORBIDDEN_CHARACTER_MESSAGE });
    }
  });
}

export default fp(textGuard, { name: 'text-guard' });
