import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { sampleKey, testKeyPair } from '../test/licenseKeys.js';
import { orderBody } from '../test/bookingFixtures.js';
import { createEvent, saveRsvpSettings } from '../test/rsvpFixtures.js';

const vendor = testKeyPair();

/**
 * Issue #12 §2, the messages apiMessages.ts did not reach at first: password feedback, license
 * refusals, importer notes and refusals, the RSVP form's closed reason; a German reader gets them in German, an English one in
 * English.
 */
describeEachDatabase('server messages in German', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { LICENSE_PUBLIC_KEY: vendor.publicKey, SITE_URL: 'https://events.example.com' });
    await t.admin.chooseLanguage('de');
  });
  afterAll(() => t.close());

  it('explains a weak password in German, zxcvbn’s warning and suggestion included', async () => {
    const res = await t.admin.request('POST', '/api/v2/users', { email: 'weak.owner@example.com', display_name: 'Weak Owner', password: 'password', role: 'author' });
    expect(res.statusCode).toBe(400);
    const reason = 'Dieses Passwort ist zu leicht zu erraten. Dieses Passwort gehört zu den meistverwendeten. Fügen Sie weitere, weniger gebräuchliche Wörter hinzu.';
    expect(res.json()).toEqual({ code: 'weak_password', message: reason, errors: { password: reason } });
    const own = 'mira.kowalski@example.com';
    const personal = await t.admin.request('POST', '/api/v2/users', { email: own, display_name: 'Mira Kowalski', password: own, role: 'author' });
    expect(personal.json().errors.password).toContain('Verwenden Sie nicht die E-Mail-Adresse oder den Namen des Kontos.');
  });

  it('refuses a license key in German, for the stored license too', async () => {
    const activate = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/v2/license/activate', headers: { cookie: t.admin.cookie, 'x-csrf-token': t.admin.nonce }, payload: body, remoteAddress: '10.9.0.1' });
    const ada = { name: 'Ada', email: 'ada@example.com' };
    const foreign = await activate({ ...ada, license_key: sampleKey(vendor.privateKey, { domains: ['tickets.example.org'] }) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(
      'Dieser Lizenzschlüssel gilt für tickets.example.org, nicht für events.example.com. Aktivieren Sie ihn auf einer dieser Websites oder fordern Sie beim Anbieter einen Schlüssel für events.example.com an.',
    );
    expect(foreign.json().data.reason).toBe(foreign.json().message);
    expect((await activate({ ...ada, license_key: sampleKey(vendor.privateKey, { domains: [] }) })).statusCode).toBe(200);
    try {
      // The stored license is verified again on each read: a stored email that no longer matches the key's reads invalid.
      const swap = sql<string>`replace(value, ${'"ada@example.com"'}, ${'"bob@example.com"'})`;
      await t.handle.db.updateTable('settings').set({ value: swap }).where('key', '=', 'license').execute();
      const stored = await t.admin.request('GET', '/api/v2/license');
      expect(stored.json().data).toMatchObject({
        license: 'invalid',
        reason: 'Dieser Lizenzschlüssel wurde für eine andere E-Mail-Adresse ausgestellt. Geben Sie die E-Mail-Adresse ein, an die der Schlüssel geschickt wurde.',
      });
    } finally {
      await t.admin.request('POST', '/api/v2/license/deactivate');
    }
  });

  it('reports an iCalendar import in German: the notes about skipped events and zones, and a broken file', async () => {
    const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
    const vevent = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}@i18n.test`, 'DTSTAMP:20300101T000000Z', ...lines, 'END:VEVENT'];
    const content = calendar(
      ...vevent('called-off', 'SUMMARY:Abgesagt', 'DTSTART:20300301T090000Z', 'STATUS:CANCELLED'),
      ...vevent('martian', 'SUMMARY:Marszeit', 'DTSTART;TZID=Mars/Olympus:20300302T090000'),
    );
    const res = await t.admin.request('POST', '/api/v2/import/ics', { content });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().warnings).toEqual([
      '„Abgesagt“ ist abgesagt (STATUS:CANCELLED) und wurde nicht importiert.',
      'Die Zeitzone „Mars/Olympus“ ist keine bekannte IANA-Zeitzone; ihre Veranstaltungen werden in UTC angezeigt.',
      'Die Zeitzone „Mars/Olympus“ ist unbekannt und wird in der Datei nicht definiert; ihre Zeiten werden als UTC gelesen.',
    ]);
    const cut = await t.admin.request('POST', '/api/v2/import/ics', { content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\n' });
    expect(cut.json()).toEqual({
      code: 'invalid_ics',
      message: 'Diese Datei ist keine gültige iCalendar-Datei: sie ist abgeschnitten (zu einem BEGIN:… fehlt das passende END:…, etwa END:VCALENDAR). Es wurde nichts importiert.',
    });
  });

  it('refuses a conference schedule in German, naming the talk and the rule it breaks', async () => {
    const schedule = fs.readFileSync(new URL('../modules/importer/conference/fixtures/schedule.xml', import.meta.url), 'utf8');
    const post = (content: string) => t.admin.request('POST', '/api/v2/import/conference', { content, filename: 'schedule.xml' });
    const cut = await post(schedule.slice(0, schedule.indexOf('</schedule>')));
    expect(cut.json().message).toBe('Diese Datei ist kein gültiger Pentabarf/Frab-Zeitplan: sie ist abgeschnitten: Sie endet vor dem schließenden </schedule>-Tag. Es wurde nichts importiert.');
    const long = await post(schedule.replace('<title>Night owls</title>', `<title>${'x'.repeat(501)}</title>`));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^„x+“ \(Vortrag 103\) kann nicht importiert werden: topic: .+\. Es wurde nichts importiert\.$/);
  });

  it('names the limits and choices of the schemas in German, filled in from the issue', async () => {
    const res = await t.admin.request('GET', '/api/v2/events?per_page=101&orderby=price');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'querystring.per_page': 'per_page darf höchstens 100 sein',
      'querystring.orderby': expect.stringMatching(/^orderby ist einer der Werte \w+(, \w+)+$/),
    });
    // A visitor's booking: their Accept-Language, the limit of core's constant.
    const order = { ...orderBody(1, { standard: 1 }), attendees: Array.from({ length: 51 }, () => ({ name: 'Ada', email: 'ada@example.com' })) };
    const tooMany = await t.app.inject({ method: 'POST', url: '/api/v2/orders', payload: order, headers: { 'accept-language': 'de' } });
    expect(tooMany.json().errors).toMatchObject({ attendees: 'Höchstens 50 Tickets pro Buchung' });
    await t.admin.chooseLanguage(null);
    try {
      expect((await t.admin.request('GET', '/api/v2/events?per_page=101')).json().errors).toEqual({ 'querystring.per_page': 'per_page must be at most 100' });
    } finally {
      await t.admin.chooseLanguage('de');
    }
  });

  it('says why an RSVP form is closed in the visitor’s language: German and Arabic, English by default', async () => {
    const eventId = await createEvent(t.admin);
    await saveRsvpSettings(t.admin, eventId, { enabled: false });
    const reason = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: `/api/v2/event/${eventId}`, headers })).json().closed_reason;
    expect(await reason({ 'accept-language': 'de-DE,de;q=0.9' })).toBe('Für diese Veranstaltung sind keine Rückmeldungen möglich.');
    expect(await reason({ 'accept-language': 'ar' })).toBe('لا تقبل هذه الفعالية تأكيدات الحضور.');
    expect(await reason({})).toBe('This event does not take RSVPs.');
  });
});
