import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { errorHandler } from './errors.js';

/**
 * Issue #12 §2: the 4xx Fastify answers on its own (a body that is not JSON, an empty JSON body, a
 * broken address, a plugin's refusal) and a validation issue without a message of its own come in
 * the reader's language, not as Fastify's English.
 */
describeEachDatabase('Fastify’s own refusals in the reader’s language', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const json = { 'content-type': 'application/json' };
  const answer = async (method: 'POST' | 'GET', url: string, headers: Record<string, string>, payload?: string) => {
    const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, message: (res.json() as { message: string }).message };
  };

  it('a body that is not JSON, an empty JSON body and a broken address: catalogued, German for a German visitor', async () => {
    expect(await answer('POST', '/api/v2/orders', { ...json, 'accept-language': 'de' }, '{"event_id": 1,')).toEqual({ status: 400, message: 'Der Anfragetext ist kein gültiges JSON. Prüfen Sie Anführungszeichen, Kommas und Klammern.' });
    expect(await answer('POST', '/api/v2/orders', { ...json, 'accept-language': 'en' }, '{"event_id": 1,')).toEqual({ status: 400, message: 'The request body is not valid JSON. Check its quotes, commas and brackets.' });
    expect(await answer('POST', '/api/v2/orders', { ...json, 'accept-language': 'de' }, '')).toEqual({
      status: 400,
      message: 'Der Anfragetext ist leer, obwohl der Content-Type JSON angibt. Senden Sie einen JSON-Text oder keinen Content-Type.',
    });
    expect(await answer('GET', '/api/v2/events/%E0%A4%A', { 'accept-language': 'de' })).toEqual({
      status: 400,
      message: 'Die Adresse enthält ein Zeichen, das sich nicht lesen lässt (etwa ein einzelnes %). Prüfen Sie den Link.',
    });
  });

  /** What the error handler answers `error` for a logged-in reader of `language`. */
  const handled = async (error: Error, language: 'en' | 'de') => {
    let sent: unknown;
    const reply = { status: () => reply, send: (body: unknown) => (sent = body) } as unknown as FastifyReply;
    await errorHandler(error, { user: { language }, server: t.app, log: t.app.log } as unknown as FastifyRequest, reply);
    return sent;
  };

  it('another refusal of a plugin keeps its English for English readers and is a plain German sentence for German ones', async () => {
    const refusal = Object.assign(new Error('the request is not multipart'), { statusCode: 406, code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' });
    expect(await handled(refusal, 'de')).toEqual({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', message: 'Die Anfrage ist ungültig.' });
    expect(await handled(refusal, 'en')).toEqual({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', message: 'the request is not multipart' });
  });

  it('a validation issue without a message of its own reads "This value is not valid." in the reader’s language', async () => {
    const issue = { [Symbol.for('ZodFastifySchemaValidationError')]: true, keyword: 'custom', instancePath: '/name', schemaPath: '#/name', params: {}, message: undefined };
    const error = Object.assign(new Error('body/name'), { statusCode: 400, code: 'FST_ERR_VALIDATION', validation: [issue], validationContext: 'body' });
    expect(await handled(error, 'de')).toEqual({ code: 'invalid_request', message: 'name: Dieser Wert ist ungültig.', errors: { name: 'Dieser Wert ist ungültig.' } });
    expect(await handled(error, 'en')).toEqual({ code: 'invalid_request', message: 'name: This value is not valid.', errors: { name: 'This value is not valid.' } });
  });
});
