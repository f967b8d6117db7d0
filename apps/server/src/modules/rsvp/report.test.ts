import type { RsvpEventSummary, RsvpReport, RsvpUnansweredReport } from '@eventory/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { answer, createEvent, saveRsvpSettings } from '../../test/rsvpFixtures.js';

describeEachDatabase('RSVP report', (dialect) => {
  let t: TestApp;
  let gala: number;
  let picnic: number;
  let quiet: number;
  const register = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/rsvp-registration', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    gala = await createEvent(t.admin, { title: 'Winter Gala', start_date: '2031-12-01' });
    picnic = await createEvent(t.admin, { title: 'Summer Picnic', start_date: '2031-07-01' });
    quiet = await createEvent(t.admin, { title: 'Quiet Evening', start_date: '2031-08-01' });
    await createEvent(t.admin, { title: 'No RSVP here', start_date: '2031-09-01' });
    await saveRsvpSettings(t.admin, gala, { limit: 100 });
    await saveRsvpSettings(t.admin, picnic);
    await saveRsvpSettings(t.admin, quiet);
    await register(answer(gala, { name: 'Ada Lovelace', email: 'ada@example.com', number_of_attendees: 2 }));
    await register(answer(gala, { name: 'Grace Hopper', email: 'grace@example.com', number_of_attendees: 3 }));
    await register(answer(gala, { name: 'Alan Turing', email: 'alan@example.com', status: 'not_going' }));
    await register(answer(gala, { name: 'Edsger Dijkstra', email: 'edsger@example.com', status: 'maybe' }));
    await register(answer(quiet, { email: 'someone@example.com' }));
    // RSVP switched off after answers came in: the event stays in the report.
    await saveRsvpSettings(t.admin, quiet, { enabled: false });
  });
  afterAll(() => t.close());

  const events = async (query = '') => {
    const res = await t.admin.request('GET', `/api/v2/rsvp-report${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-wp-total']).toBe(String(res.json().total_items));
    return res.json() as { items: RsvpEventSummary[]; total_items: number };
  };
  const report = async (eventId: number, query = ''): Promise<RsvpReport> => {
    const res = await t.admin.request('GET', `/api/v2/rsvp-report/${eventId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  describe('GET /rsvp-report', () => {
    it('lists events with RSVP enabled or with responses, latest first, with their counts', async () => {
      const page = await events();
      expect(page.total_items).toBe(3);
      expect(page.items.map((e) => e.title)).toEqual(['Winter Gala', 'Quiet Evening', 'Summer Picnic']);
      expect(page.items[0]).toEqual({ event_id: gala, title: 'Winter Gala', start_date: '2031-12-01', limit: 100, counts: { going: 2, not_going: 1, maybe: 1, attending: 5 } });
      expect(page.items[2]!.counts).toEqual({ going: 0, not_going: 0, maybe: 0, attending: 0 });
    });

    it('pages and searches by title', async () => {
      const second = await events('?per_page=2&paged=2');
      expect(second.items.map((e) => e.title)).toEqual(['Summer Picnic']);
      expect(second.total_items).toBe(3);
      expect((await events('?search=picn')).items.map((e) => e.title)).toEqual(['Summer Picnic']);
      expect((await events('?search=zzz')).total_items).toBe(0);
    });

    it('needs etn_manage_event', async () => {
      const subscriber = await t.loginAs('subscriber');
      expect((await subscriber.request('GET', '/api/v2/rsvp-report')).statusCode).toBe(403);
      expect((await subscriber.request('GET', `/api/v2/rsvp-report/${gala}`)).statusCode).toBe(403);
    });
  });

  describe('GET /rsvp-report/:id', () => {
    it('answers going responses by default, newest first, with the event summary', async () => {
      const r = await report(gala);
      expect(r.event).toMatchObject({ event_id: gala, title: 'Winter Gala', limit: 100, counts: { going: 2, not_going: 1, maybe: 1, attending: 5 } });
      expect(r.total_items).toBe(2);
      expect(r.items.map((i) => i.name)).toEqual(['Grace Hopper', 'Ada Lovelace']);
      expect(r.items[0]).toMatchObject({ email: 'grace@example.com', number_of_attendees: 3, status: 'going', guests: [], received_on: expect.stringMatching(/Z$/) });
    });

    it('filters by status and searches name or email, any case', async () => {
      expect((await report(gala, '?status=not_going')).items.map((i) => i.name)).toEqual(['Alan Turing']);
      expect((await report(gala, '?status=maybe')).items.map((i) => i.name)).toEqual(['Edsger Dijkstra']);
      expect((await report(gala, '?search=GRACE')).items.map((i) => i.name)).toEqual(['Grace Hopper']);
      expect((await report(gala, '?search=ada@')).items.map((i) => i.name)).toEqual(['Ada Lovelace']);
      const paged = await report(gala, '?per_page=1&paged=2');
      expect(paged.items.map((i) => i.name)).toEqual(['Ada Lovelace']);
      expect(paged.total_items).toBe(2);
    });

    it('refuses an unknown status with a 400 and an unknown event with a 404', async () => {
      const bad = await t.admin.request('GET', `/api/v2/rsvp-report/${gala}?status=yes`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('status is one of going, not_going, maybe');
      expect((await t.admin.request('GET', '/api/v2/rsvp-report/999999')).statusCode).toBe(404);
    });
  });

  describe('GET /rsvp-report/:id/unanswered', () => {
    const invite = async (eventId: number, recipients: { email: string; name?: string }[]) => {
      const res = await t.admin.request('POST', '/api/v2/rsvp-invitations', { event_id: eventId, subject: 'Come', message: 'Please.', recipients });
      expect(res.statusCode, res.body).toBe(202);
    };
    const unanswered = async (eventId: number, query = ''): Promise<RsvpUnansweredReport> => {
      const res = await t.admin.request('GET', `/api/v2/rsvp-report/${eventId}/unanswered${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-wp-total']).toBe(String(res.json().total_items));
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json();
    };

    it('lists the invitees without an answer once per address, latest invited first, however the answer was given', async () => {
      const event = await createEvent(t.admin, { title: 'Board Meeting' });
      await saveRsvpSettings(t.admin, event);
      await invite(event, [{ email: 'Kim@example.com', name: 'Kim' }, { email: 'lee@example.com', name: 'Lee' }, { email: 'max@example.com' }]);
      await invite(event, [{ email: 'kim@example.com', name: 'Kim Park' }, { email: 'noor@example.com', name: 'Noor' }]);
      // Lee answers on the public page with another spelling of the address: no longer waited for.
      await register(answer(event, { name: 'Lee', email: 'LEE@example.com', status: 'not_going' }));
      const r = await unanswered(event);
      expect(r.event).toMatchObject({ event_id: event, title: 'Board Meeting', counts: { going: 0, not_going: 1, maybe: 0 } });
      expect(r.total_items).toBe(3);
      expect(r.items.map((i) => [i.email, i.name, i.invitations])).toEqual([
        ['noor@example.com', 'Noor', 1],
        ['kim@example.com', 'Kim Park', 2],
        ['max@example.com', '', 1],
      ]);
      expect(r.items[0]!.invited_on).toMatch(/Z$/);
      expect((await unanswered(event, '?search=PARK')).items.map((i) => i.email)).toEqual(['kim@example.com']);
      expect((await unanswered(event, '?search=max@')).items.map((i) => i.email)).toEqual(['max@example.com']);
      const second = await unanswered(event, '?per_page=2&paged=2');
      expect(second.items.map((i) => i.email)).toEqual(['max@example.com']);
      expect(second.total_items).toBe(3);
      expect((await unanswered(gala)).items).toEqual([]);
    });

    it('needs etn_manage_event and answers 404 for an unknown event', async () => {
      const subscriber = await t.loginAs('subscriber');
      expect((await subscriber.request('GET', `/api/v2/rsvp-report/${gala}/unanswered`)).statusCode).toBe(403);
      expect((await t.admin.request('GET', '/api/v2/rsvp-report/999999/unanswered')).statusCode).toBe(404);
    });
  });

  describe('PUT and DELETE /rsvp-report/:id (a response)', () => {
    const trail = async (id: number) =>
      ((await t.admin.request('GET', '/api/v2/audit?entity_type=rsvp_response&per_page=100')).json().items as { entity_id: string; action: string; summary: string; user_email: string }[]).filter((e) => e.entity_id === String(id));

    it('edits a response, keeping one response per address and the limit', async () => {
      const event = await createEvent(t.admin, { title: 'Edit me' });
      await saveRsvpSettings(t.admin, event, { limit: 4 });
      const ada = await register(answer(event, { email: 'ada@example.com', number_of_attendees: 2 }));
      await register(answer(event, { name: 'Bob', email: 'bob@example.com', number_of_attendees: 2 }));
      const res = await t.admin.request('PUT', `/api/v2/rsvp-report/${ada}`, { name: 'Ada King', email: 'Ada.King@example.com', number_of_attendees: 1, status: 'going' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: ada, name: 'Ada King', email: 'ada.king@example.com', number_of_attendees: 1, status: 'going' });
      const over = await t.admin.request('PUT', `/api/v2/rsvp-report/${ada}`, { name: 'Ada King', email: 'ada.king@example.com', number_of_attendees: 3, status: 'going' });
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toBe('Only 2 places left (you asked for 3).');
      const taken = await t.admin.request('PUT', `/api/v2/rsvp-report/${ada}`, { name: 'Ada King', email: 'BOB@example.com', number_of_attendees: 1, status: 'going' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Another response to this event already uses bob@example.com.');
      expect((await report(event)).items.find((i) => i.id === ada)).toMatchObject({ email: 'ada.king@example.com', number_of_attendees: 1 });
      const bad = await t.admin.request('PUT', `/api/v2/rsvp-report/${ada}`, { name: '', email: 'nope', number_of_attendees: 0, status: 'going' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'number_of_attendees']);
      expect((await t.admin.request('PUT', '/api/v2/rsvp-report/999999', { name: 'X', email: 'x@example.com', number_of_attendees: 1, status: 'maybe' })).statusCode).toBe(404);
      // The accepted edit, and only it, is in the audit trail, with the answer before and after.
      expect(await trail(ada)).toEqual([expect.objectContaining({ action: 'update', summary: 'Edited the RSVP of Ada King to "Edit me"', user_email: 'admin@example.com' })]);
    });

    it('puts saved RSVP settings in the audit trail, on the event (walk: they left no entry)', async () => {
      const event = await createEvent(t.admin, { title: 'Audited RSVP' });
      await saveRsvpSettings(t.admin, event, { limit: 7 });
      const entries = (await t.admin.request('GET', '/api/v2/audit?entity_type=event&per_page=100')).json().items as { entity_id: string; summary: string; after: { limit?: number } | null }[];
      const ours = entries.filter((e) => e.entity_id === String(event) && e.summary === 'Updated the RSVP settings of "Audited RSVP"');
      expect(ours).toHaveLength(1);
      expect(ours[0]!.after).toMatchObject({ limit: 7 });
    });

    it('deletes a response: {deleted: [id]}, then 404', async () => {
      const event = await createEvent(t.admin, { title: 'Delete me' });
      await saveRsvpSettings(t.admin, event);
      const id = await register(answer(event));
      const res = await t.admin.request('DELETE', `/api/v2/rsvp-report/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deleted: [id] });
      expect((await report(event)).total_items).toBe(0);
      expect((await t.admin.request('DELETE', `/api/v2/rsvp-report/${id}`)).statusCode).toBe(404);
      expect(await trail(id)).toEqual([expect.objectContaining({ action: 'delete', summary: 'Deleted the RSVP of Ada Lovelace to "Delete me"' })]);
    });
  });
});
