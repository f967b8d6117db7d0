import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CERTIFICATE_ALREADY_SENT, type CertificateSend, type EventItem, type JobBatch, type Order } from '@eventory/core';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';
import { mailDir } from '../mail/mailer.js';

const SITE_URL = 'https://events.example.com';

describeEachDatabase('Send Certificate', (dialect) => {
  let t: TestApp;
  let event: EventItem;
  let free: Order;
  let pending: Order;
  let certificateTemplate: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SITE_URL });
    certificateTemplate = (await t.admin.request('POST', '/api/v2/templates', { name: 'Harbour Certificate', type: 'certificate', status: 'publish' })).json().id;
    event = await createEvent(t.admin, { title: 'Harbour <Summit>' });
    free = await book(t.app, orderBody(event.id, { 'free-entry': 3 }));
    pending = await book(t.app, orderBody(event.id, { standard: 1 }, { email: 'pending@example.com' }));
    await t.app.jobs.drain();
  });
  afterAll(() => t.close());

  /** Gives the event a certificate template (`id`: a published one by default; any id, even a gone one). */
  const useCertificateTemplate = (eventId: number, id = certificateTemplate) => t.handle.db.updateTable('events').set({ certificate_template: id }).where('id', '=', eventId).execute();
  const send = (client: Client, eventId: number, query = '') => client.request('GET', `/api/v2/events/${eventId}/send_certificate${query}`);
  const batch = async (id: number): Promise<JobBatch> => (await t.admin.request('GET', `/api/v2/jobs/batches/${id}`)).json();
  const clearMail = () => fs.rmSync(mailDir(t.dataDir), { recursive: true, force: true });
  const sentMails = () => {
    const dir = mailDir(t.dataDir);
    return fs.existsSync(dir) ? Promise.all(fs.readdirSync(dir).map((f) => simpleParser(fs.readFileSync(path.join(dir, f))))) : Promise.resolve([]);
  };
  const mailRows = () => t.handle.db.selectFrom('certificate_mails').select(['attendee_id', 'batch_id']).where('event_id', '=', event.id).orderBy('id').execute();

  it('needs the CSRF header, the attendee capability and a certificate template', async () => {
    const noCsrf = await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.id}/send_certificate`, headers: { cookie: t.admin.cookie } });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('invalid_csrf');
    expect((await send(await t.loginAs('subscriber'), event.id)).statusCode).toBe(403);
    const noTemplate = await send(t.admin, event.id);
    expect(noTemplate.statusCode).toBe(422);
    expect(noTemplate.json()).toMatchObject({ code: 'no_certificate_template', message: '"Harbour <Summit>" has no certificate template. Choose one in the event\'s Templates section, or a default certificate template in Settings, first.' });
    expect((await send(t.admin, 999999)).statusCode).toBe(404);
    expect(await mailRows()).toEqual([]);
  });

  it('falls back to the site-wide default certificate template of Settings', async () => {
    const bare = await createEvent(t.admin, { title: 'Quiet Forum' });
    const template = (await t.admin.request('POST', '/api/v2/templates', { type: 'certificate', status: 'publish' })).json();
    expect((await send(t.admin, bare.id)).json().code).toBe('no_certificate_template');
    expect((await t.admin.request('PUT', '/api/v2/settings', { default_certificate_template: template.id })).statusCode).toBe(200);
    expect((await send(t.admin, bare.id)).json().code).toBe('no_eligible_attendees');
    await t.admin.request('PUT', '/api/v2/settings', { default_certificate_template: null });
  });

  it('refuses while the certificate template is a draft or gone, and mails nobody', async () => {
    const other = await createEvent(t.admin, { title: 'Draft Days' });
    const order = await book(t.app, orderBody(other.id, { 'free-entry': 1 }));
    await t.app.jobs.drain();
    const draft = (await t.admin.request('POST', '/api/v2/templates', { name: 'Unfinished Certificate', type: 'certificate', status: 'publish' })).json().id as number;
    expect((await t.admin.request('PUT', `/api/v2/events/${other.id}`, { certificate_template: draft })).statusCode).toBe(200);
    expect((await t.admin.request('PUT', `/api/v2/templates/${draft}/status`, { status: 'draft' })).statusCode).toBe(200);
    const message = 'The certificate template "Unfinished Certificate" of "Draft Days" is still a draft: attendees could not open their certificate. Publish it in the template builder (Save & Publish), then send the certificates.';
    const drafted = await send(t.admin, other.id, '?confirm=1');
    expect(drafted.statusCode).toBe(422);
    expect(drafted.json()).toEqual({ code: 'certificate_template_draft', message });
    const one = await t.admin.request('POST', `/api/v2/attendees/${order.attendees![0]!.id}/send-certificate?confirm=1`);
    expect(one.statusCode).toBe(422);
    expect(one.json()).toEqual({ code: 'certificate_template_draft', message });

    await useCertificateTemplate(other.id, 999999);
    const gone = await send(t.admin, other.id);
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toEqual({
      code: 'no_certificate_template',
      message: 'The certificate template of "Draft Days" no longer exists. Choose another in the event\'s Templates section, then send the certificates.',
    });
    const rows = await t.handle.db.selectFrom('certificate_mails').select('id').where('event_id', '=', other.id).execute();
    expect(rows).toEqual([]);

    expect((await t.admin.request('PUT', `/api/v2/templates/${draft}/status`, { status: 'publish' })).statusCode).toBe(200);
    await useCertificateTemplate(other.id, draft);
    expect((await send(t.admin, other.id)).statusCode).toBe(202);
    await t.app.jobs.drain();
  });

  it('mails every eligible attendee once, with links to the certificate page and PDF, watched to done', async () => {
    await useCertificateTemplate(event.id);
    const [kept, , refunded] = free.attendees!;
    await t.admin.request('POST', `/api/v2/orders/${free.id}/refund`, { reason: 'Cannot come', attendee_ids: [refunded!.id] });
    await t.app.jobs.drain();
    clearMail();

    // Nobody has checked in yet.
    const none = await send(t.admin, event.id, '?checked_in_only=1');
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('no_eligible_attendees');

    const res = await send(t.admin, event.id);
    expect(res.statusCode, res.body).toBe(202);
    const sent = res.json() as CertificateSend;
    expect(sent).toEqual({ batch_id: expect.any(Number), queued: 2, skipped_no_email: 0 });
    expect(await batch(sent.batch_id)).toMatchObject({ kind: 'certificate', label: 'Certificates for Harbour <Summit>', total: 2, done: 0, failed: 0, retried: 0, status: 'running' });
    await t.app.jobs.drain();
    expect(await batch(sent.batch_id)).toMatchObject({ total: 2, done: 2, failed: 0, status: 'done' });

    const mails = await sentMails();
    expect(mails.map((m) => m.subject)).toEqual(['Your certificate for Harbour <Summit>', 'Your certificate for Harbour <Summit>']);
    const mine = mails.find((m) => m.text?.includes(`Hello ${kept!.name},`))!;
    expect(mine.to).toMatchObject({ text: 'grace@example.com' });
    expect(mine.text).toContain(`${SITE_URL}/certificate/${kept!.ticket_id}`);
    expect(mine.text).toContain(`Download the PDF: ${SITE_URL}/certificate/${kept!.ticket_id}.pdf`);
    expect(mine.html).toContain(`href="${SITE_URL}/certificate/${kept!.ticket_id}.pdf"`);
    expect(mine.html).toContain('Harbour &lt;Summit&gt;');
    // The refunded and the unpaid attendee got nothing.
    expect(mails.some((m) => m.text?.includes(refunded!.name))).toBe(false);
    expect(mails.some((m) => m.to && JSON.stringify(m.to).includes('pending@example.com'))).toBe(false);
  });

  it('a second send asks first and mails nobody until confirmed', async () => {
    clearMail();
    const before = await mailRows();
    const again = await send(t.admin, event.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(CERTIFICATE_ALREADY_SENT);
    expect(again.json().message).toMatch(/^Certificates of "Harbour <Summit>" were already sent \(2 mails, last on .+\)\. Send them again to every eligible attendee\?$/);
    // Even limited to checked-in attendees, it asks.
    const scan = await t.admin.request('POST', '/api/v2/attendees/check-in', { ticket_id: free.attendees![0]!.ticket_id, event_id: event.id });
    expect(scan.statusCode, scan.body).toBe(200);
    expect((await send(t.admin, event.id, '?checked_in_only=1')).statusCode).toBe(409);
    await t.app.jobs.drain();
    expect(await sentMails()).toEqual([]);
    expect(await mailRows()).toEqual(before);

    const confirmed = await send(t.admin, event.id, '?checked_in_only=1&confirm=1');
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(confirmed.json()).toMatchObject({ queued: 1 });
    await t.app.jobs.drain();
    const mails = await sentMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Hello ${free.attendees![0]!.name},`);
  });

  it('(re)sends one attendee’s certificate, asking first when it was sent before', async () => {
    clearMail();
    const [, second, refunded] = free.attendees!;
    const url = (id: number, query = '') => `/api/v2/attendees/${id}/send-certificate${query}`;
    const ask = await t.admin.request('POST', url(second!.id));
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ code: CERTIFICATE_ALREADY_SENT, message: expect.stringMatching(/^free-entry guest 2 was already sent this certificate on .+\. Send it again\?$/) });
    // An admin who reads German gets a German sentence with the date as German writes it, not the site's en-US.
    await t.admin.chooseLanguage('de');
    try {
      const german = await t.admin.request('POST', url(second!.id));
      expect(german.json().message).toMatch(/^free-entry guest 2 hat dieses Zertifikat bereits am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(UTC[+-]\d{2}:\d{2}\) erhalten\. Erneut senden\?$/);
    } finally {
      await t.admin.chooseLanguage(null);
    }
    const refusal = await t.admin.request('POST', url(refunded!.id, '?confirm=1'));
    expect(refusal.statusCode).toBe(422);
    expect(refusal.json()).toMatchObject({ code: 'not_eligible', message: 'This ticket was refunded: refunded attendees get no certificate.' });
    const unpaid = await t.admin.request('POST', url(pending.attendees![0]!.id));
    expect(unpaid.json()).toMatchObject({ code: 'not_eligible', message: 'This attendee has not paid yet: certificates go to attendees with a completed booking.' });
    const resent = await t.admin.request('POST', url(second!.id, '?confirm=1'));
    expect(resent.statusCode, resent.body).toBe(202);
    await t.app.jobs.drain();
    const mails = await sentMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hello free-entry guest 2,');
  });

  it('counts a failed delivery as retried, and the batch still reaches done', async () => {
    const other = await createEvent(t.admin, { title: 'Retry Fair' });
    await useCertificateTemplate(other.id);
    await book(t.app, orderBody(other.id, { 'free-entry': 2 }));
    await t.app.jobs.drain();
    const send1 = (await send(t.admin, other.id)).json() as CertificateSend;
    const original = t.app.mailer.send.bind(t.app.mailer);
    let failures = 1;
    t.app.mailer.send = async (message) => {
      if (failures-- > 0) throw new Error('SMTP 451: try again later');
      return original(message);
    };
    try {
      await t.app.jobs.drain();
      expect(await batch(send1.batch_id)).toMatchObject({ total: 2, done: 1, failed: 0, retried: 1, status: 'running' });
      // The retry's backoff has passed.
      await t.handle.db.updateTable('jobs').set({ run_at: new Date(0).toISOString() }).where('batch_id', '=', send1.batch_id).where('status', '=', 'queued').execute();
      await t.app.jobs.drain();
      expect(await batch(send1.batch_id)).toMatchObject({ total: 2, done: 2, failed: 0, retried: 1, status: 'done' });
    } finally {
      t.app.mailer.send = original;
    }
  });

  it('sends nothing to an attendee refunded after the send was queued', async () => {
    const other = await createEvent(t.admin, { title: 'Late Refund Expo' });
    await useCertificateTemplate(other.id);
    const order = await book(t.app, orderBody(other.id, { 'free-entry': 2 }));
    await t.app.jobs.drain();
    clearMail();
    const queued = (await send(t.admin, other.id)).json() as CertificateSend;
    expect(queued.queued).toBe(2);
    const [stays, leaves] = order.attendees!;
    await t.admin.request('POST', `/api/v2/orders/${order.id}/refund`, { reason: 'Changed plans', attendee_ids: [leaves!.id] });
    await t.app.jobs.drain();
    const certificates = (await sentMails()).filter((m) => m.subject === 'Your certificate for Late Refund Expo');
    expect(certificates.map((m) => m.text?.includes(`Hello ${stays!.name},`))).toEqual([true]);
    expect(await batch(queued.batch_id)).toMatchObject({ total: 2, done: 2, failed: 0, status: 'done' });
  });

  it('an author sends for their own events only', async () => {
    const granted = await t.admin.request('PUT', '/api/v2/permissions/author', { permissions: ['etn_manage_event', 'etn_manage_attendee'] });
    expect(granted.statusCode, granted.body).toBe(200);
    const author = await t.loginAs('author');
    const own = await createEvent(author, { title: 'Own Workshop' });
    await useCertificateTemplate(own.id);
    await book(t.app, orderBody(own.id, { 'free-entry': 1 }));
    const mine = await send(author, own.id);
    expect(mine.statusCode, mine.body).toBe(202);
    expect((await author.request('GET', `/api/v2/jobs/batches/${(mine.json() as CertificateSend).batch_id}`)).statusCode).toBe(200);
    const before = await mailRows();
    expect((await send(author, event.id, '?confirm=1')).statusCode).toBe(404);
    expect((await author.request('POST', `/api/v2/attendees/${free.attendees![0]!.id}/send-certificate?confirm=1`)).statusCode).toBe(404);
    expect(await mailRows()).toEqual(before);
  });
});
