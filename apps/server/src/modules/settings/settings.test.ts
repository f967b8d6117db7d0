import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { updateSettings } from './service.js';

describeEachDatabase('settings', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const get = async () => {
    const res = await t.admin.request('GET', '/api/v2/settings');
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  const templates = { third_party_builder: 'off', default_landing_template: null, default_ticket_template: null, default_certificate_template: null };
  const language = { site_language: 'en' };
  const money = { currency: 'USD', locale: 'en-US', offline_payment_instructions: '', reservation_hours: 48, registered_domains: [], ...templates, ...language };

  it('starts with the defaults', async () => {
    expect(await get()).toEqual({ disable_category_and_tags: 'off', modules: { rsvp: 'on' }, ...money });
  });

  it('keeps the currency (upper-cased ISO 4217), locale, payment instructions and reservation hours; refuses unknown ones', async () => {
    const res = await t.admin.request('PUT', '/api/v2/settings', { currency: 'eur', locale: 'en-DE', offline_payment_instructions: 'Pay at the desk', reservation_hours: 12 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'EUR', locale: 'en-DE', offline_payment_instructions: 'Pay at the desk', reservation_hours: 12 });
    for (const [body, field, message] of [
      [{ currency: 'EURO' }, 'currency', 'Use an ISO 4217 currency code such as USD, EUR or JPY'],
      [{ currency: 'XYZ' }, 'currency', 'Use an ISO 4217 currency code such as USD, EUR or JPY'],
      [{ locale: 'not a locale' }, 'locale', 'Use a locale such as en-US or de-DE'],
      [{ locale: 'klingon-xx' }, 'locale', 'Use a locale such as en-US or de-DE'],
      [{ reservation_hours: 0 }, 'reservation_hours', 'Keep a reservation at least 1 hour'],
      [{ reservation_hours: 1441 }, 'reservation_hours', 'Keep a reservation at most 60 days (1,440 hours)'],
      [{ reservation_hours: 1.5 }, 'reservation_hours', 'Give whole hours'],
    ] as const) {
      const bad = await t.admin.request('PUT', '/api/v2/settings', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().errors).toEqual({ [field]: message });
    }
    expect(await get()).toMatchObject({ currency: 'EUR', locale: 'en-DE', reservation_hours: 12 });
    await t.admin.request('PUT', '/api/v2/settings', money);
  });

  it('keeps registered domains as origins, each once; refuses what is not a site address', async () => {
    const res = await t.admin.request('PUT', '/api/v2/settings', { registered_domains: ['https://Example.com/page', 'example.com', 'http://127.0.0.1:5173'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().registered_domains).toEqual(['https://example.com', 'http://127.0.0.1:5173']);
    const bad = await t.admin.request('PUT', '/api/v2/settings', { registered_domains: ['ftp://example.com'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not a site address/);
    expect((await get()).registered_domains).toEqual(['https://example.com', 'http://127.0.0.1:5173']);
    await t.admin.request('PUT', '/api/v2/settings', { registered_domains: [] });
  });

  it("refuses a locale of another language than the site's, beside the field in plain words, offering that country's variant", async () => {
    const bad = await t.admin.request('PUT', '/api/v2/settings', { locale: 'de-DE', reservation_hours: 24 });
    expect(bad.statusCode).toBe(400);
    const message = 'The site language is English: use one of its locales, such as en-DE or en-US';
    expect(bad.json()).toEqual({ code: 'invalid_request', message, errors: { locale: message } });
    expect(await get(), 'nothing of the refused save is kept').toEqual({ disable_category_and_tags: 'off', modules: { rsvp: 'on' }, ...money });
    // The same locale beside the language it writes; the language sent with it counts, the stored one else.
    expect((await t.admin.request('PUT', '/api/v2/settings', { site_language: 'de', locale: 'de-DE' })).statusCode).toBe(200);
    const english = await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-GB' });
    // (The administrator has no language of their own: the answer is in the site's, now German.)
    expect(english.json().errors).toEqual({ locale: 'Die Sprache der Website ist Deutsch: Verwenden Sie eines ihrer Gebietsschemas, etwa de-DE oder de-AT' });
    expect((await t.admin.request('PUT', '/api/v2/settings', { site_language: 'en', locale: 'en-US' })).statusCode).toBe(200);
    expect(await get()).toEqual({ disable_category_and_tags: 'off', modules: { rsvp: 'on' }, ...money });
  });

  it('a partial PUT changes only what it names, and is kept', async () => {
    const res = await t.admin.request('PUT', '/api/v2/settings', { modules: { rsvp: 'off' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ disable_category_and_tags: 'off', modules: { rsvp: 'off' }, ...money });
    await t.admin.request('PUT', '/api/v2/settings', { disable_category_and_tags: 'on' });
    expect(await get()).toEqual({ disable_category_and_tags: 'on', modules: { rsvp: 'off' }, ...money });
    // Another user sees the same settings.
    const author = await t.loginAs('author');
    expect((await author.request('GET', '/api/v2/settings')).json()).toEqual({ disable_category_and_tags: 'on', modules: { rsvp: 'off' }, ...money });
  });

  it('an invalid value or an unknown key is a 400 and changes nothing', async () => {
    const before = await get();
    for (const body of [{ disable_category_and_tags: 'yes' }, { modules: { rsvp: true } }, { modules: { chat: 'on' } }, { theme: 'dark' }, { disable_category_and_tags: 'off', modules: 'on' }]) {
      const res = await t.admin.request('PUT', '/api/v2/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    const bad = await t.admin.request('PUT', '/api/v2/settings', { disable_category_and_tags: 'yes' });
    expect(bad.json().errors).toEqual({ disable_category_and_tags: "Use 'on' or 'off'" });
    expect(await get()).toEqual(before);
  });

  it('the admin page hands the settings to the SPA in its bootstrap object', async () => {
    await t.admin.request('PUT', '/api/v2/settings', { disable_category_and_tags: 'off', modules: { rsvp: 'on' } });
    const page = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: t.admin.cookie } });
    const json = /<script type="application\/json" id="eventory-bootstrap">(.*?)<\/script>/s.exec(page.body)?.[1];
    expect(JSON.parse(json!).settings).toEqual({ disable_category_and_tags: 'off', modules: { rsvp: 'on' }, ...money });
  });

  /** The settings as the admin page hands them to the SPA (read through the server's kept copy). */
  const bootstrapped = async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: t.admin.cookie } });
    return JSON.parse(/<script type="application\/json" id="eventory-bootstrap">(.*?)<\/script>/s.exec(page.body)![1]!).settings;
  };

  it('a change through the API or the service shows in the very next request', async () => {
    expect((await bootstrapped()).locale).toBe('en-US');
    expect((await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-GB' })).statusCode).toBe(200);
    expect((await bootstrapped()).locale).toBe('en-GB');
    // Written outside any request (as a script would): the service drops the kept copy itself.
    await updateSettings(t.handle.db, { locale: 'en-IE' });
    expect((await bootstrapped()).locale).toBe('en-IE');
    expect((await get()).locale).toBe('en-IE');
    await updateSettings(t.handle.db, { locale: 'en-US' });
  });

  it('a change written to the database by another process shows once the few seconds of keeping have passed', async () => {
    expect((await get()).currency).toBe('USD');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const row = await t.handle.db.selectFrom('settings').select('value').where('key', '=', 'general').executeTakeFirstOrThrow();
    await t.handle.db.updateTable('settings').set({ value: JSON.stringify({ ...JSON.parse(row.value), currency: 'JPY' }) }).where('key', '=', 'general').execute();
    expect((await get()).currency).toBe('USD');
    vi.advanceTimersByTime(5_001);
    expect((await get()).currency).toBe('JPY');
    expect((await bootstrapped()).currency).toBe('JPY');
  });
});
