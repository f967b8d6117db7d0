import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '@eventory/core';

/**
 * An error a person can act on; the error handler turns it into `{ code, message, errors? }` with
 * its HTTP status. Services throw these; nothing else reaches the client as a message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string, id: number | string) => new AppError(404, 'not_found', `${what} ${id} does not exist.`);
export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, 'invalid_request', message, errors);
export const conflict = (message: string) => new AppError(409, 'conflict', message);

/** Field path → first message, for the `errors` map of a 400. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

function summarize(errors: Record<string, string>): string {
  const entries = Object.entries(errors);
  const [first] = entries;
  if (!first) return 'The request is not valid.';
  const [field, message] = first;
  const head = field === '_' ? message : `${field}: ${message}`;
  return entries.length > 1 ? `${head} (and ${entries.length - 1} more)` : head;
}

/** Fastify error handler: every failure becomes `{ code, message, errors? }`, never a stack trace. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  let status = 500;
  let body: ApiErrorBody = { code: 'internal_error', message: 'Something went wrong on the server. Please try again.' };
  if (error instanceof AppError) {
    status = error.statusCode;
    body = { code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const v of error.validation) {
      const field = [error.validationContext === 'body' ? '' : error.validationContext, v.instancePath.replace(/^\//, '').replaceAll('/', '.')]
        .filter(Boolean)
        .join('.');
      errors[field || '_'] ??= v.message ?? 'is not valid';
    }
    status = 400;
    body = { code: 'invalid_request', message: summarize(errors), errors };
  } else if (error instanceof ZodError) {
    const errors = zodFieldErrors(error);
    status = 400;
    body = { code: 'invalid_request', message: summarize(errors), errors };
  } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
    status = error.statusCode;
    const messages: Record<number, string> = {
      413: 'The request body is too large.',
      415: 'Send the request body as JSON (Content-Type: application/json).',
      429: 'Too many requests. Please wait a minute and try again.',
    };
    body = { code: (error as FastifyError).code ?? 'bad_request', message: messages[status] ?? error.message };
  }
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(status).send(body);
}

/** 404 for unknown routes, in the same error shape. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}.` });
}
