import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { RsvpEventInfo, RsvpSettings } from '@eventory/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { mailDir } from '../mail/mailer.js';
import { answer, createEvent, saveRsvpSettings } from '../../test/rsvpFixtures.js';

const REGISTER = '/api/v2/rsvp-registration';

describeEachDatabase('RSVP registration', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: REGISTER, payload: body });
  const responses = (eventId: number) => t.handle.db.selectFrom('rsvp_responses').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
  const info = async (eventId: number): Promise<RsvpEventInfo> => (await t.app.inject({ method: 'GET', url: `/api/v2/event/${eventId}` })).json();
  const expectRefused = async (body: Record<string, unknown>, status: number, message: string | RegExp) => {
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
  };

  describe('settings', () => {
    it('answers the defaults before any save, and saves the deadline in the event timezone (23:59 by default)', async () => {
      const eventId = await createEvent(t.admin, { timezone: 'Europe/Berlin' });
      const before = await t.admin.request('GET', `/api/v2/event/${eventId}/rsvp`);
      expect(before.json()).toEqual({ enabled: false, limit: -1, guests_per_response: 1, deadline_date: null, deadline_time: null, deadline_at: null });
      const saved: RsvpSettings = await saveRsvpSettings(t.admin, eventId, { limit: 30, guests_per_response: 3, deadline_date: '2031-04-30' });
      expect(saved).toEqual({ enabled: true, limit: 30, guests_per_response: 3, deadline_date: '2031-04-30', deadline_time: null, deadline_at: '2031-04-30T21:59:00.000Z' });
      const timed: RsvpSettings = await saveRsvpSettings(t.admin, eventId, { deadline_date: '2031-01-15', deadline_time: '12:00' });
      expect(timed.deadline_at).toBe('2031-01-15T11:00:00.000Z');
      expect((await t.admin.request('GET', `/api/v2/event/${eventId}/rsvp`)).json()).toEqual(timed);
    });

    it('refuses bad settings with a 400 naming the field, unknown events with a 404, and users without etn_manage_event', async () => {
      const eventId = await createEvent(t.admin);
      const bad = await t.admin.request('PUT', `/api/v2/event/${eventId}/rsvp`, { enabled: true, limit: -1, guests_per_response: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.guests_per_response).toBe('Allow at least 1 attendee per response');
      const over = await t.admin.request('PUT', `/api/v2/event/${eventId}/rsvp`, { enabled: true, limit: 2_000_000, guests_per_response: 51 });
      expect(over.json().errors).toMatchObject({ limit: 'The limit is at most 1000000', guests_per_response: 'Allow at most 50 attendees per response' });
      const timeOnly = await t.admin.request('PUT', `/api/v2/event/${eventId}/rsvp`, { enabled: true, limit: -1, guests_per_response: 1, deadline_time: '10:00' });
      expect(timeOnly.json().errors.deadline_date).toBe('Give a deadline date with the time');
      expect((await t.admin.request('PUT', '/api/v2/event/999999/rsvp', { enabled: true, limit: -1, guests_per_response: 1 })).statusCode).toBe(404);
      const editor = await t.loginAs('subscriber');
      expect((await editor.request('GET', `/api/v2/event/${eventId}/rsvp`)).statusCode).toBe(403);
      expect((await t.admin.request('GET', `/api/v2/event/${eventId}/rsvp`)).json().enabled).toBe(false);
    });
  });

  describe('GET /api/v2/event/:id (public)', () => {
    it('shows the form view of a published event, 404 for drafts and unknown events', async () => {
      const eventId = await createEvent(t.admin, { title: 'Open house' });
      await saveRsvpSettings(t.admin, eventId, { limit: 5 });
      await register(answer(eventId, { number_of_attendees: 2 }));
      await register(answer(eventId, { email: 'no@example.com', status: 'not_going' }));
      expect(await info(eventId)).toMatchObject({
        event_id: eventId,
        title: 'Open house',
        counts: { going: 1, not_going: 1, maybe: 0, attending: 2 },
        remaining: 3,
        open: true,
        closed_reason: null,
      });
      const draft = await createEvent(t.admin, { status: 'draft' });
      expect((await t.app.inject({ method: 'GET', url: `/api/v2/event/${draft}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/event/999999' })).statusCode).toBe(404);
    });
  });

  describe('refusals', () => {
    it('refuses an event without RSVP, a draft and an unknown event, writing nothing', async () => {
      const eventId = await createEvent(t.admin);
      await expectRefused(answer(eventId), 422, 'This event does not take RSVPs.');
      const draft = await createEvent(t.admin, { status: 'draft' });
      await saveRsvpSettings(t.admin, draft);
      await expectRefused(answer(draft), 404, `Event ${draft} does not exist.`);
      await expectRefused(answer(999_999), 404, 'Event 999999 does not exist.');
      expect(await responses(eventId)).toEqual([]);
    });

    it('refuses answers past the deadline, saying when it closed', async () => {
      const eventId = await createEvent(t.admin, { timezone: 'UTC+2' });
      await saveRsvpSettings(t.admin, eventId, { deadline_date: '2020-03-01', deadline_time: '18:30' });
      await expectRefused(answer(eventId), 422, 'RSVP closed on Mar 1, 2020, 6:30 PM (UTC+02:00).');
      expect(await info(eventId)).toMatchObject({ open: false, closed_reason: 'RSVP closed on Mar 1, 2020, 6:30 PM (UTC+02:00).' });
      expect(await responses(eventId)).toEqual([]);
      await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-GB' });
      try {
        await expectRefused(answer(eventId), 422, 'RSVP closed on 1 Mar 2020, 18:30 (UTC+02:00).');
        // The public view follows the visitor's language and writes its date in that language's locale.
        const german = await t.app.inject({ method: 'GET', url: `/api/v2/event/${eventId}`, headers: { 'accept-language': 'de' } });
        expect(german.json()).toMatchObject({ closed_reason: 'Die Rückmeldung war bis 01.03.2020, 18:30 (UTC+02:00) möglich.' });
        // So does the refusal of an answer sent from a German page: a German sentence with a German date.
        await expectRefused({ ...answer(eventId), language: 'de' }, 422, 'Die Rückmeldung war bis 01.03.2020, 18:30 (UTC+02:00) möglich.');
      } finally {
        await t.admin.request('PUT', '/api/v2/settings', { locale: 'en-US' });
      }
    });

    it('offers no answer chosen: a guest who sends the form as it came is asked to choose (walk: it said going)', async () => {
      const eventId = await createEvent(t.admin);
      await saveRsvpSettings(t.admin, eventId);
      const slug = (await t.admin.request('GET', `/api/v2/events/${eventId}`)).json().slug as string;
      const page = (await t.app.inject({ method: 'GET', url: `/event/${slug}` })).body;
      expect(page).toContain('<input type="radio" name="status" value="going"> Going');
      expect(page).not.toMatch(/name="status" value="[a-z_]+" checked/);
      // What rsvp.js sends when no answer is chosen.
      await expectRefused(answer(eventId, { status: '' }), 400, 'Choose Going, Not going or Maybe');
    });

    it('refuses a party larger than allowed per response', async () => {
      const eventId = await createEvent(t.admin);
      await saveRsvpSettings(t.admin, eventId, { guests_per_response: 2 });
      const res = await register(answer(eventId, { number_of_attendees: 3 }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'At most 2 people per response (you asked for 3).', errors: { number_of_attendees: 'At most 2 people per response (you asked for 3).' } });
      expect((await register(answer(eventId, { number_of_attendees: 2 }))).statusCode).toBe(201);
    });

    it('refuses going over the limit, saying how many places are left; not going and maybe still count for nothing', async () => {
      const eventId = await createEvent(t.admin);
      await saveRsvpSettings(t.admin, eventId, { limit: 4 });
      expect((await register(answer(eventId, { email: 'a@example.com', number_of_attendees: 3 }))).statusCode).toBe(201);
      await expectRefused(answer(eventId, { email: 'b@example.com', number_of_attendees: 2 }), 422, 'Only 1 place left (you asked for 2).');
      expect((await register(answer(eventId, { email: 'b@example.com', number_of_attendees: 1 }))).statusCode).toBe(201);
      await expectRefused(answer(eventId, { email: 'c@example.com' }), 422, 'No places left: you can still answer not going or maybe.');
      expect((await register(answer(eventId, { email: 'c@example.com', status: 'maybe', number_of_attendees: 3 }))).statusCode).toBe(201);
      expect((await info(eventId)).remaining).toBe(0);
      // The event page no longer offers Going, nor has it chosen: a visitor picks Not going or Maybe.
      const slug = (await t.admin.request('GET', `/api/v2/events/${eventId}`)).json().slug as string;
      const page = (await t.app.inject({ method: 'GET', url: `/event/${slug}` })).body;
      expect(page).toContain('<input type="radio" name="status" value="going" disabled> Going');
      expect(page).toContain('<input type="radio" name="status" value="maybe"> Maybe');
      expect(page).not.toMatch(/name="status" value="[a-z_]+" checked/);
    });

    it('refuses everything with a 403 while the RSVP module is off, and the event page shows no form', async () => {
      const eventId = await createEvent(t.admin, { title: 'Module test' });
      await saveRsvpSettings(t.admin, eventId);
      const slug = (await t.admin.request('GET', `/api/v2/events/${eventId}`)).json().slug as string;
      expect((await t.app.inject({ method: 'GET', url: `/event/${slug}` })).body).toContain('data-rsvp-form');
      expect((await t.admin.request('PUT', '/api/v2/settings', { modules: { rsvp: 'off' } })).statusCode).toBe(200);
      try {
        await expectRefused(answer(eventId), 403, 'RSVP is turned off on this site.');
        expect(await info(eventId)).toMatchObject({ open: false, closed_reason: 'RSVP is turned off on this site.' });
        const page = (await t.app.inject({ method: 'GET', url: `/event/${slug}` })).body;
        expect(page).toContain('Module test');
        expect(page).not.toContain('data-rsvp-form');
        expect(page).not.toContain('RSVP');
      } finally {
        await t.admin.request('PUT', '/api/v2/settings', { modules: { rsvp: 'on' } });
      }
      expect(await responses(eventId)).toEqual([]);
    });

    it('refuses an invitation token of another event', async () => {
      const eventId = await createEvent(t.admin);
      await saveRsvpSettings(t.admin, eventId);
      await expectRefused(answer(eventId, { invitation_token: 'not-a-token' }), 422, /invitation link is not valid/);
      expect(await responses(eventId)).toEqual([]);
    });
  });

  it('saves an answer with 201 {id, status, message} and queues a confirmation mail', async () => {
    const eventId = await createEvent(t.admin, { title: 'Tea & <Cakes>' });
    await saveRsvpSettings(t.admin, eventId);
    await t.app.jobs.drain();
    fs.rmSync(mailDir(t.dataDir), { recursive: true, force: true });
    const res = await register(answer(eventId, { name: 'Ada', email: 'Ada@Example.com', number_of_attendees: 2, guests: [{ name: 'Charles' }] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'going', message: 'Thank you, Ada! Your RSVP is saved: Going (2 people). A confirmation is on its way to ada@example.com.' });
    await t.app.jobs.drain();
    const files = fs.readdirSync(mailDir(t.dataDir));
    expect(files).toHaveLength(1);
    const [file] = files;
    const mail = await simpleParser(fs.readFileSync(path.join(mailDir(t.dataDir), file!)));
    expect(mail.subject).toBe('Your RSVP for Tea & <Cakes>: Going');
    expect(mail.text).toContain('Number of attendees: 2');
    expect(mail.html).toContain('Tea &amp; &lt;Cakes&gt;');
  });

  it('answers a German visitor (Accept-Language de) in German: the thanks and the confirmation mail (issue #12)', async () => {
    const eventId = await createEvent(t.admin, { title: 'Hoffest' });
    await saveRsvpSettings(t.admin, eventId);
    await t.app.jobs.drain();
    fs.rmSync(mailDir(t.dataDir), { recursive: true, force: true });
    const res = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      payload: answer(eventId, { name: 'Lotte', email: 'lotte@example.com', number_of_attendees: 2 }),
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Vielen Dank, Lotte! Ihre Rückmeldung ist gespeichert: Ich komme (2 Personen). Eine Bestätigung ist unterwegs an lotte@example.com.');
    expect((await responses(eventId))[0]!.language).toBe('de');
    await t.app.jobs.drain();
    const [file] = fs.readdirSync(mailDir(t.dataDir));
    const mail = await simpleParser(fs.readFileSync(path.join(mailDir(t.dataDir), file!)));
    expect(mail.subject).toBe('Ihre Rückmeldung zu Hoffest: Ich komme');
    expect(mail.text).toContain('Anzahl der Teilnehmenden: 2'); // as the form the visitor answered labels it
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it('answers an Arabic visitor in Arabic, the confirmation mail too, right to left (it was English)', async () => {
    const eventId = await createEvent(t.admin, { title: 'أمسية الحديقة' });
    await saveRsvpSettings(t.admin, eventId);
    await t.app.jobs.drain();
    fs.rmSync(mailDir(t.dataDir), { recursive: true, force: true });
    const res = await t.app.inject({ method: 'POST', url: REGISTER, payload: { ...answer(eventId, { name: 'سلمى', email: 'salma@example.com' }), language: 'ar' } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await responses(eventId))[0]!.language).toBe('ar');
    await t.app.jobs.drain();
    const [file] = fs.readdirSync(mailDir(t.dataDir));
    const mail = await simpleParser(fs.readFileSync(path.join(mailDir(t.dataDir), file!)));
    expect(mail.subject).toMatch(/^ردّك على دعوة أمسية الحديقة: /);
    expect(mail.text).toContain('مرحبًا سلمى،');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('updates the earlier answer of the same address (any case) in place, and the limit leaves out its earlier people', async () => {
    const eventId = await createEvent(t.admin);
    await saveRsvpSettings(t.admin, eventId, { limit: 3 });
    const first = (await register(answer(eventId, { number_of_attendees: 3 }))).json();
    const again = await register(answer(eventId, { email: 'ADA@example.com', name: 'Ada L.', number_of_attendees: 2, status: 'going' }));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, message: expect.stringContaining('Your RSVP is updated') });
    const maybe = await register(answer(eventId, { status: 'maybe' }));
    expect(maybe.json().id).toBe(first.id);
    const rows = await responses(eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', status: 'maybe' });
    expect((await info(eventId)).counts).toEqual({ going: 0, not_going: 0, maybe: 1, attending: 0 });
  });

  it('keeps the limit under 50 concurrent registrations: exactly 10 people going for a limit of 10', async () => {
    const eventId = await createEvent(t.admin);
    await saveRsvpSettings(t.admin, eventId, { limit: 10 });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => register(answer(eventId, { email: `guest${i}@example.com` }))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 422)).toHaveLength(40);
    expect(results.find((r) => r.statusCode === 422)!.json().message).toBe('No places left: you can still answer not going or maybe.');
    expect((await info(eventId)).counts.attending).toBe(10);
    expect(await responses(eventId)).toHaveLength(10);
  });
});
