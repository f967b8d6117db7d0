import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../test/harness.js';

/** Issue #12 §2: the site's default language, each user's own, and the pages that follow them. */
describeEachDatabase('languages', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const shell = (client: Client) => t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: client.cookie } });
  const chooseLanguage = (client: Client, language: string, csrf = client.nonce, screen?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/account/language',
      headers: { cookie: client.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: csrf, language, ...(screen === undefined ? {} : { screen }) }).toString(),
    });

  it('the site language is English by default, can be German, and refuses a language not shipped', async () => {
    expect((await t.admin.request('GET', '/api/v2/settings')).json().site_language).toBe('en');
    const bad = await t.admin.request('PUT', '/api/v2/settings', { site_language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose one of the shipped languages: en, de');
    expect((await t.admin.request('PUT', '/api/v2/settings', { site_language: 'de' })).json().site_language).toBe('de');
    // A user without a language of their own follows the site.
    const editor = await t.loginAs('editor');
    const page = await shell(editor);
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('>Abmelden</button>');
    expect((await t.admin.request('PUT', '/api/v2/settings', { site_language: 'en' })).statusCode).toBe(200);
  });

  it('a user chooses their own language in the shell; the admin and its bootstrap follow it', async () => {
    const author = await t.loginAs('author');
    expect((await shell(author)).body).toContain('>Log out</button>');
    // A forged form (no CSRF nonce) changes nothing.
    expect((await chooseLanguage(author, 'de', 'forged')).statusCode).toBe(303);
    expect((await shell(author)).body).toContain('<html lang="en" dir="ltr">');

    const res = await chooseLanguage(author, 'de');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin');
    const page = (await shell(author)).body;
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('>Abmelden</button>');
    expect(page).toContain('<option value="de" selected>Deutsch</option>');
    expect(page).toMatch(/"language":"de"/);

    // Back to the site's default.
    await chooseLanguage(author, '');
    expect((await shell(author)).body).toContain('<html lang="en" dir="ltr">');
  });

  it('brings the user back to the screen they changed the language on (walk: it always opened Events)', async () => {
    const author = await t.loginAs('author');
    expect((await chooseLanguage(author, 'de', author.nonce, '#/purchase-report/booking/3?tab=attendees')).headers.location).toBe('/admin#/purchase-report/booking/3?tab=attendees');
    expect((await chooseLanguage(author, 'en', author.nonce, '#/events?order=asc&orderby=title')).headers.location).toBe('/admin#/events?order=asc&orderby=title');
    // Anything but a hash route of the admin opens its first screen; the path is always /admin.
    for (const screen of ['', '//evil.example', '#//evil.example/x y', 'https://evil.example/#/events', '#/a"><script>']) {
      expect((await chooseLanguage(author, 'en', author.nonce, screen)).headers.location, screen).toBe('/admin');
    }
    expect((await shell(author)).body).toContain('<form method="post" action="/account/language" class="shell-language"><input type="hidden" name="_csrf"');
    expect((await shell(author)).body).toContain('<input type="hidden" name="screen" value="">');
  });

  it('administrators set a user language on the users API; an unknown one is refused', async () => {
    const created = await t.admin.request('POST', '/api/v2/users', { email: 'sprache@example.com', display_name: 'Sprache', password: 'sprache-pass-1', role: 'editor', language: 'de' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().language).toBe('de');
    const id = created.json().id as number;
    expect((await t.admin.request('PUT', `/api/v2/users/${id}`, { language: null })).json().language).toBeNull();
    expect((await t.admin.request('PUT', `/api/v2/users/${id}`, { language: 'xx' })).statusCode).toBe(400);
  });

  it('the login page follows the visitor Accept-Language among the shipped languages', async () => {
    const german = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('>Anmelden</button>');
    const french = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'fr-FR' } });
    expect(french.body).toContain('>Log in</button>');
  });
});
