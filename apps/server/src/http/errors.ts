import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ApiErrorBody, I18n } from '@eventory/core';
import { answerI18n, englishMessage, issueMessage, translateMessage, type ApiMessage, type IssueLike } from '../i18n/apiMessages.js';

/**
 * An error a person can act on; the error handler turns it into `{ code, message, errors? }` with
 * its HTTP status, the message and the field messages in the reader's language (issue #12 §2):
 * write them as English catalogue entries, see {@link ApiMessage}. `message` and `errors` hold the
 * English text. Services throw these; nothing else reaches the client as a message.
 */
export class AppError extends Error {
  readonly errors?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly source: ApiMessage,
    readonly sourceErrors?: Record<string, ApiMessage>,
  ) {
    super(englishMessage(source));
    if (sourceErrors) this.errors = Object.fromEntries(Object.entries(sourceErrors).map(([field, m]) => [field, englishMessage(m)]));
  }
}

/** 404 for a missing row: `what` is the thing's English name as a catalogue entry (`/*i18n*\/ 'Event'`). */
export const notFound = (what: string, id: number | string) =>
  new AppError(404, 'not_found', /*i18n*/ { id: '{what} {id} does not exist.', values: { what: { id: what }, id: String(id) } });
export const badRequest = (message: ApiMessage, errors?: Record<string, ApiMessage>) => new AppError(400, 'invalid_request', message, errors);
export const conflict = (message: ApiMessage, errors?: Record<string, ApiMessage>) => new AppError(409, 'conflict', message, errors);

/** A 400 naming each field's problem: the first one as the message, `(and N more)` after it. */
export function invalidFields(errors: Record<string, ApiMessage>): AppError {
  const [first = /*i18n*/ 'The request is not valid.', ...rest] = Object.values(errors);
  const head = typeof first === 'string' ? { id: first } : first;
  return badRequest(rest.length ? { id: '{head} (and {count} more)', values: { head, count: rest.length } } : first, errors);
}

/** Field path (`_` for the whole input) → its first issue's message in `i18n`'s language. */
function fieldMessages(issues: { field: string; issue: IssueLike }[], i18n: I18n): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, issue } of issues) errors[field || '_'] ??= issueMessage(i18n, issue);
  return errors;
}

function summarize(errors: Record<string, string>, i18n: I18n): string {
  const entries = Object.entries(errors);
  const [first] = entries;
  if (!first) return i18n._(/*i18n*/ { id: 'The request is not valid.' });
  const [field, message] = first;
  const head = field === '_' ? message : `${field}: ${message}`;
  return entries.length > 1 ? i18n._(/*i18n*/ { id: '{head} (and {count} more)', values: { head, count: entries.length - 1 } }) : head;
}

/** The messages of the 4xx Fastify itself answers (body too large, not JSON, rate limited). */
const FASTIFY_MESSAGES: Record<number, ApiMessage> = {
  413: /*i18n*/ 'The request body is too large.',
  415: /*i18n*/ 'Send the request body as JSON (Content-Type: application/json).',
  429: /*i18n*/ 'Too many requests. Please wait a minute and try again.',
};

/** The same by Fastify's error code, for its 400s: a body that is not JSON, a broken address (issue #12: English before). */
const FASTIFY_CODE_MESSAGES: Record<string, ApiMessage> = {
  FST_ERR_CTP_INVALID_JSON_BODY: /*i18n*/ 'The request body is not valid JSON. Check its quotes, commas and brackets.',
  FST_ERR_CTP_EMPTY_JSON_BODY: /*i18n*/ 'The request body is empty although its Content-Type says JSON. Send a JSON body, or no Content-Type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: /*i18n*/ 'The request body is not as long as its Content-Length says.',
  FST_ERR_BAD_URL: /*i18n*/ 'The address holds a character that cannot be read (such as a stray %). Check the link.',
};

/** A validation issue without a message of its own (an Ajv or plugin schema): catalogued, so every reader gets it. */
const NOT_VALID = /*i18n*/ 'This value is not valid.';

/**
 * The message of a 4xx Fastify or a plugin answers on its own: a catalogued one by its code or
 * status, else its English text for English readers and the plain 'The request is not valid.' for
 * the others (never English in a German answer).
 */
function fastifyMessage(error: FastifyError | Error, status: number, i18n: I18n): string {
  const known = FASTIFY_CODE_MESSAGES[(error as FastifyError).code ?? ''] ?? FASTIFY_MESSAGES[status];
  if (known) return translateMessage(i18n, known);
  return i18n.locale === 'en' ? error.message : i18n._(/*i18n*/ { id: 'The request is not valid.' });
}

/**
 * Fastify error handler: every failure becomes `{ code, message, errors? }`, never a stack trace;
 * the messages in the language of whoever asked ({@link answerI18n}: a visitor's route like its page,
 * Arabic too), codes and field paths as they are.
 */
export async function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const i18n = await answerI18n(request);
  let status = 500;
  let body: ApiErrorBody = { code: 'internal_error', message: i18n._(/*i18n*/ { id: 'Something went wrong on the server. Please try again.' }) };
  if (error instanceof AppError) {
    status = error.statusCode;
    const errors = error.sourceErrors && Object.fromEntries(Object.entries(error.sourceErrors).map(([field, m]) => [field, translateMessage(i18n, m)]));
    body = { code: error.code, message: translateMessage(i18n, error.source), ...(errors ? { errors } : {}) };
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext === 'body' ? '' : error.validationContext;
    const errors = fieldMessages(
      error.validation.map((v) => ({
        field: [context, v.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.'),
        issue: { ...v.params, code: v.keyword, message: v.message ?? NOT_VALID },
      })),
      i18n,
    );
    status = 400;
    body = { code: 'invalid_request', message: summarize(errors, i18n), errors };
  } else if (error instanceof ZodError) {
    const errors = fieldMessages(error.issues.map((issue) => ({ field: issue.path.join('.'), issue })), i18n);
    status = 400;
    body = { code: 'invalid_request', message: summarize(errors, i18n), errors };
  } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
    status = error.statusCode;
    body = { code: (error as FastifyError).code ?? 'bad_request', message: fastifyMessage(error, status, i18n) };
  }
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(status).send(body);
}

/** 404 for unknown routes, in the same error shape. */
export async function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const i18n = await answerI18n(request);
  return reply.status(404).send({ code: 'not_found', message: i18n._(/*i18n*/ { id: 'No route {method} {path}.', values: { method: request.method, path: request.url.split('?')[0] } }) });
}
