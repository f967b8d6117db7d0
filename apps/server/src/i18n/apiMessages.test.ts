import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../test/harness.js';
import { createEvent, orderBody } from '../test/bookingFixtures.js';
import { issueMessage, translateMessage } from './apiMessages.js';
import { serverI18n } from './serverI18n.js';

const de = serverI18n('de');
const en = serverI18n('en');

describe('translateMessage', () => {
  it('translates a catalogue id and fills in its values, messages among them translated first', () => {
    expect(translateMessage(de, 'Category Name is Required!')).toBe('Bitte geben Sie einen Kategorienamen ein!');
    expect(translateMessage(de, { id: '{what} {id} does not exist.', values: { what: { id: 'Event' }, id: '7' } })).toBe('Veranstaltung 7 existiert nicht.');
    expect(translateMessage(en, { id: '{what} {id} does not exist.', values: { what: { id: 'Event' }, id: '7' } })).toBe('Event 7 does not exist.');
  });

  it('keeps a text that is not in the catalogue as it is, braces and all', () => {
    expect(translateMessage(de, 'Unclosed {brace from elsewhere')).toBe('Unclosed {brace from elsewhere');
  });
});

describe('issueMessage', () => {
  it("says zod's own messages plainly, in English and in German", () => {
    const missing = { code: 'invalid_type', expected: 'string', message: 'Invalid input: expected string, received undefined' };
    expect(issueMessage(en, missing)).toBe('Fill in this field.');
    expect(issueMessage(en, { code: 'too_big', origin: 'number', maximum: 50, inclusive: true, message: 'Too big: expected number to be <=50' })).toBe('Use a number of at most 50.');
    expect(issueMessage(de, missing)).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(issueMessage(de, { code: 'too_big', origin: 'string', maximum: 1, message: 'Too big' })).toBe('Verwenden Sie höchstens 1 Zeichen.');
  });
});

/** Issue #12 §2: the API's messages in the language of whoever asked; codes and field paths unchanged. */
describeEachDatabase('API messages in the reader’s language', (dialect) => {
  let t: TestApp;
  let editor: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await t.loginAs('administrator');
  });
  afterAll(() => t.close());

  it('answers a German administrator’s invalid form in German, the field paths and code as in English', async () => {
    await t.admin.chooseLanguage('de');
    try {
      const res = await t.admin.request('POST', '/api/v2/categories', { name: ' ', description: 5 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalid_request',
        message: 'name: Bitte geben Sie einen Kategorienamen ein! (und 1 weitere)',
        errors: { name: 'Bitte geben Sie einen Kategorienamen ein!', description: 'Geben Sie einen Text an.' },
      });
    } finally {
      await t.admin.chooseLanguage(null);
    }
  });

  it('answers refusals of the services in German: a duplicate (409) and a missing row (404)', async () => {
    await t.admin.chooseLanguage('de');
    try {
      expect((await t.admin.request('POST', '/api/v2/categories', { name: 'Jazz' })).statusCode).toBe(201);
      const twice = await t.admin.request('POST', '/api/v2/categories', { name: 'Jazz' });
      expect(twice.statusCode).toBe(409);
      const taken = 'Eine Kategorie namens „Jazz“ gibt es bereits.';
      expect(twice.json()).toEqual({ code: 'conflict', message: taken, errors: { name: taken } });
      const missing = await t.admin.request('GET', '/api/v2/events/999999');
      expect(missing.json()).toEqual({ code: 'not_found', message: 'Veranstaltung 999999 existiert nicht.' });
    } finally {
      await t.admin.chooseLanguage(null);
    }
  });

  it('keeps SPEC’s English for an English user, follows the site default for users without their own language', async () => {
    const english = await t.admin.request('POST', '/api/v2/categories', { name: '' });
    expect(english.json().errors).toEqual({ name: 'Category Name is Required!' });
    expect((await t.admin.request('PUT', '/api/v2/settings', { site_language: 'de' })).statusCode).toBe(200);
    try {
      expect((await t.admin.request('POST', '/api/v2/categories', { name: '' })).json().errors).toEqual({ name: 'Bitte geben Sie einen Kategorienamen ein!' });
      // The other administrator chose English for themselves: the site's German does not apply to them.
      await editor.chooseLanguage('en');
      const own = await editor.request('POST', '/api/v2/categories', { name: '' });
      expect(own.json().errors).toEqual({ name: 'Category Name is Required!' });
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { site_language: 'en' });
    }
  });

  it('answers an anonymous visitor in the language of Accept-Language', async () => {
    const event = await createEvent(t.admin);
    const body = { ...orderBody(event.id, { standard: 1 }), customer: { ...orderBody(event.id, {}).customer, email: 'not-an-address' } };
    const post = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/v2/orders', payload: body, headers });
    expect((await post({ 'accept-language': 'de-DE,de;q=0.9' })).json().errors).toEqual({ 'customer.email': 'Geben Sie eine gültige E-Mail-Adresse ein' });
    expect((await post({})).json().errors).toEqual({ 'customer.email': 'Enter a valid email address' });
  });
});
