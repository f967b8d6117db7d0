import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { JobBatch } from '@eventory/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { mailDir } from '../mail/mailer.js';
import { answer, createEvent, saveRsvpSettings } from '../../test/rsvpFixtures.js';

const INVITE = '/api/v2/rsvp-invitations';
const SITE_URL = 'https://events.example.com';

describeEachDatabase('RSVP invitations', (dialect) => {
  let t: TestApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SITE_URL });
    eventId = await createEvent(t.admin, { title: 'Board <Games> Night', start_date: '2031-03-14', start_time: '19:30', timezone: 'Europe/Paris' });
    await saveRsvpSettings(t.admin, eventId);
  });
  afterAll(() => t.close());

  const invite = (body: Record<string, unknown>) => t.admin.request('POST', INVITE, { event_id: eventId, subject: 'Join us', message: 'Bring a game.', ...body });
  const invitations = () => t.handle.db.selectFrom('rsvp_invitations').selectAll().orderBy('id').execute();
  const batch = async (id: number): Promise<JobBatch> => (await t.admin.request('GET', `/api/v2/jobs/batches/${id}`)).json();
  const clearMail = () => fs.rmSync(mailDir(t.dataDir), { recursive: true, force: true });
  const sentMails = () => {
    const dir = mailDir(t.dataDir);
    return fs.existsSync(dir) ? Promise.all(fs.readdirSync(dir).map((f) => simpleParser(fs.readFileSync(path.join(dir, f))))) : Promise.resolve([]);
  };

  it('sends one invitation per address (any case) as a batch that reaches done, each with a personal link', async () => {
    await t.handle.db.deleteFrom('rsvp_invitations').execute();
    clearMail();
    const res = await invite({
      recipients: [
        { email: 'Ada@Example.com', name: 'Ada' },
        { email: 'grace@example.com', name: 'Grace' },
        { email: 'ada@example.com', name: 'Ada again' },
        { email: 'GRACE@example.com' },
        // A quoted CSV cell's line break, sent straight to the API: the greeting stays on one line.
        { email: 'anna@example.com', name: ' Müller, Anna\r\n\tBerlin ' },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    const sent = res.json() as { batch_id: number; queued: number; skipped_duplicates: number };
    expect(sent).toEqual({ batch_id: expect.any(Number), queued: 3, skipped_duplicates: 2 });
    expect(await batch(sent.batch_id)).toMatchObject({ kind: 'rsvp_invitation', label: 'RSVP invitations for Board <Games> Night', total: 3, done: 0, failed: 0, status: 'running', finished_at: null });

    const rows = await invitations();
    expect(rows.map((r) => [r.email, r.name])).toEqual([
      ['ada@example.com', 'Ada'],
      ['grace@example.com', 'Grace'],
      ['anna@example.com', 'Müller, Anna Berlin'],
    ]);
    expect(rows.every((r) => /^[A-Za-z0-9_-]{32}$/.test(r.token) && r.batch_id === sent.batch_id)).toBe(true);
    expect(new Set(rows.map((r) => r.token)).size).toBe(3);
    // The send is in the audit trail: who sent how many invitations for which event.
    const trail = await t.admin.request('GET', '/api/v2/audit?entity_type=rsvp_invitation&per_page=100');
    expect((trail.json().items as { entity_id: string }[]).find((e) => e.entity_id === String(sent.batch_id))).toMatchObject({
      action: 'send',
      summary: 'Sent RSVP invitations for "Board <Games> Night" to 3 recipients',
      user_email: 'admin@example.com',
    });

    await t.app.jobs.drain();
    expect(await batch(sent.batch_id)).toMatchObject({ total: 3, done: 3, failed: 0, status: 'done', finished_at: expect.stringMatching(/Z$/) });
    const mails = await sentMails();
    expect(mails).toHaveLength(3);
    expect(mails.filter((m) => m.text?.includes('\nHello Müller, Anna Berlin,\n'))).toHaveLength(1);
    const ada = mails.find((m) => m.text?.includes('Hello Ada,'))!;
    expect(ada.subject).toBe('Join us');
    expect(ada.text).toContain('Bring a game.');
    expect(ada.text).toContain('When: Mar 14, 2031, 7:30 PM (UTC+01:00)');
    expect(ada.text).toContain(`Answer the RSVP: ${SITE_URL}/rsvp/${rows[0]!.token}`);
    expect(ada.html).toContain(`href="${SITE_URL}/rsvp/${rows[0]!.token}"`);
    expect(ada.html).toContain('Board &lt;Games&gt; Night');
  });

  it('queues 10,000 recipients in one request', async () => {
    const recipients = Array.from({ length: 10_000 }, (_, i) => ({ email: `guest${i}@example.com`, name: `Guest ${i}` }));
    const started = performance.now();
    const res = await invite({ recipients });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ queued: 10_000, skipped_duplicates: 0 });
    const { batch_id } = res.json() as { batch_id: number };
    const jobs = await t.handle.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('batch_id', '=', batch_id).executeTakeFirstOrThrow();
    expect(Number(jobs.n)).toBe(10_000);
    expect(await batch(batch_id)).toMatchObject({ total: 10_000, status: 'running' });
    console.info(`[${dialect}] 10,000 RSVP invitations queued in ${Math.round(ms)} ms`);
    await t.handle.db.deleteFrom('jobs').where('batch_id', '=', batch_id).execute();
  });

  it('refuses an event without RSVP (422), an unknown event (404), bad recipients (400) and the module off (403), writing nothing', async () => {
    const before = (await invitations()).length;
    const closed = await createEvent(t.admin);
    const off = await invite({ event_id: closed, recipients: [{ email: 'a@example.com' }] });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe('Turn RSVP on for this event before sending invitations.');
    expect((await invite({ event_id: 999_999, recipients: [{ email: 'a@example.com' }] })).statusCode).toBe(404);
    const bad = await invite({ recipients: [{ email: 'a@example.com' }, { email: 'not-an-address' }], subject: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ 'recipients.1.email': 'Give a valid email address', subject: 'Give the mail a subject' });
    await t.admin.request('PUT', '/api/v2/settings', { modules: { rsvp: 'off' } });
    try {
      const moduleOff = await invite({ recipients: [{ email: 'a@example.com' }] });
      expect(moduleOff.statusCode).toBe(403);
      expect(moduleOff.json().message).toBe('RSVP is turned off on this site.');
    } finally {
      await t.admin.request('PUT', '/api/v2/settings', { modules: { rsvp: 'on' } });
    }
    const subscriber = await t.loginAs('subscriber');
    expect((await subscriber.request('POST', INVITE, { event_id: eventId, subject: 's', message: 'm', recipients: [{ email: 'a@example.com' }] })).statusCode).toBe(403);
    expect(await invitations()).toHaveLength(before);
  });

  describe('the personal page /rsvp/<token>', () => {
    let token: string;
    beforeAll(async () => {
      const res = await invite({ recipients: [{ email: 'mallory@example.com', name: '<img src=x onerror=alert(1)> "Mal"' }] });
      expect(res.statusCode, res.body).toBe(202);
      token = (await invitations()).find((r) => r.email === 'mallory@example.com')!.token;
    });

    it('shows the event and the form prefilled for the invitee, every value escaped', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/rsvp/${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const page = res.body;
      expect(page).toContain('<h1>Board &lt;Games&gt; Night</h1>');
      expect(page).toContain('Mar 14, 2031, 7:30 PM (UTC+01:00)');
      expect(page).toContain('value="&lt;img src=x onerror=alert(1)&gt; &quot;Mal&quot;"');
      expect(page).not.toContain('<img src=x');
      expect(page).toContain('value="mallory@example.com"');
      expect(page).toContain(`name="invitation_token" value="${token}"`);
      expect(page).toContain('<label for="rsvp-name">Name</label>');
      expect(page).toContain('<legend>Will you attend?</legend>');
      expect(page).toMatch(/<script src="\/static\/rsvp\.js\?v=[\w-]{10}" defer><\/script>/);
      expect((await t.app.inject({ method: 'GET', url: '/static/rsvp.js' })).statusCode).toBe(200);
    });

    it('shows the answer the invitee already gave and prefills the form with it, so sending it again changes rather than silently resets it', async () => {
      const before = (await t.app.inject({ method: 'GET', url: `/rsvp/${token}` })).body;
      expect(before).not.toContain('You already answered');
      expect(before).toContain('name="number_of_attendees" type="number" inputmode="numeric" required min="1" max="5" value="1"');
      const registered = await t.app.inject({ method: 'POST', url: '/api/v2/rsvp-registration', payload: answer(eventId, { name: 'Mallory M.', email: 'MALLORY@example.com', number_of_attendees: 3, status: 'maybe' }) });
      expect(registered.statusCode, registered.body).toBe(201);
      const page = (await t.app.inject({ method: 'GET', url: `/rsvp/${token}` })).body;
      expect(page).toContain('You already answered “Maybe” for 3 people. Sending the form changes your answer.');
      expect(page).toContain('value="Mallory M."');
      expect(page).toContain('max="5" value="3"');
      expect(page).toContain('<input type="radio" name="status" value="maybe" checked>');
      expect(page).not.toContain('value="going" checked');
    });

    it('answers 404 for an unknown token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/rsvp/unknown-token' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Page not found');
    });

    it('shows the Admin link to staff only, and the start in the site locale', async () => {
      const open = (cookie?: string) => t.app.inject({ method: 'GET', url: `/rsvp/${token}`, headers: cookie ? { cookie } : {} });
      expect((await open()).body).not.toContain('href="/admin"');
      expect((await open(t.admin.cookie)).body).toContain('<a href="/admin">Admin</a>');
      await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-GB' });
      try {
        expect((await open()).body).toContain('14 Mar 2031, 19:30 (UTC+01:00)');
      } finally {
        await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-US' });
      }
    });

    it('marks the invitation responded when the answer carries its token', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/rsvp-registration', payload: answer(eventId, { email: 'mallory@example.com', invitation_token: token }) });
      expect(res.statusCode, res.body).toBe(201);
      const invitation = (await invitations()).find((r) => r.token === token)!;
      expect(invitation.responded_at).toMatch(/Z$/);
      const response = await t.handle.db.selectFrom('rsvp_responses').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
      expect(response.invitation_id).toBe(invitation.id);
    });

    it('shows why the form is closed once RSVP is off for the event', async () => {
      await saveRsvpSettings(t.admin, eventId, { enabled: false });
      try {
        const page = (await t.app.inject({ method: 'GET', url: `/rsvp/${token}` })).body;
        expect(page).toContain('This event does not take RSVPs.');
        expect(page).not.toContain('data-rsvp-form');
      } finally {
        await saveRsvpSettings(t.admin, eventId);
      }
    });
  });
});
