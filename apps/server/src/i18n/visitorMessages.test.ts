import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { createEvent, orderBody } from '../test/bookingFixtures.js';
import { answer, createEvent as createRsvpEvent, saveRsvpSettings } from '../test/rsvpFixtures.js';

/**
 * Issue #12 §2: a visitor's routes (booking, RSVP, the public lists) answer their refusals and field
 * errors in the language of the page that asked, Arabic too; the admin's routes stay in English or
 * German whatever the browser asks for.
 */
const AR = {
  invalidEmail: 'أدخل عنوان بريد إلكتروني صحيحًا',
  giveName: 'أدخل اسمًا',
  soldOut: 'نفدت تذاكر Last Seat.',
  tooMany: 'طلبات كثيرة جدًا. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
};

describeEachDatabase('a visitor’s route answers in the page’s language', (dialect) => {
  let t: TestApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    eventId = (await createEvent(t.admin, { ticket_variations: [{ name: 'Last Seat', price: 0, capacity: 1 }] })).id;
  });
  afterAll(() => t.close());

  const postOrder = (body: unknown, { url = '/api/v2/orders', headers = {} }: { url?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'POST', url, payload: body as object, headers });
  const badBooking = () => orderBody(eventId, { 'last-seat': 1 }, { first_name: ' ', email: 'not-an-address' });
  const errorsOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, ...(res.json() as { message: string; errors?: Record<string, string> }) });

  it('a booking from an Arabic page gets its field errors in Arabic, beside each field', async () => {
    const res = errorsOf(await postOrder({ ...badBooking(), language: 'ar' }, { headers: { 'accept-language': 'en-GB,en;q=0.9' } }));
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ 'customer.first_name': AR.giveName, 'customer.email': AR.invalidEmail });
    expect(res.message).toBe(`customer.first_name: ${AR.giveName} (وخطأ آخر)`);
  });

  it('a browser that asks for Arabic gets them in Arabic without the page saying so', async () => {
    const res = errorsOf(await postOrder(badBooking(), { headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } }));
    expect(res.errors?.['customer.email']).toBe(AR.invalidEmail);
  });

  it('the sold-out refusal is in Arabic; the same refusal stays English for an English page', async () => {
    const free = orderBody(eventId, { 'last-seat': 1 });
    expect((await postOrder({ ...free, language: 'en' })).statusCode).toBe(201);
    const arabic = errorsOf(await postOrder({ ...free, language: 'ar' }));
    expect(arabic).toMatchObject({ status: 409, code: 'sold_out', message: AR.soldOut });
    expect(errorsOf(await postOrder({ ...free, language: 'en' }, { headers: { 'accept-language': 'ar' } }))).toMatchObject({ status: 409, message: 'Last Seat is sold out.' });
  });

  it('an RSVP from an Arabic page gets its field error, a refusal and its thanks in Arabic', async () => {
    const rsvpEvent = await createRsvpEvent(t.admin);
    await saveRsvpSettings(t.admin, rsvpEvent);
    const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/v2/rsvp-registration?lang=ar', payload: body });
    const refused = errorsOf(await post(answer(rsvpEvent, { email: 'nobody', language: 'ar' })));
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual({ email: AR.invalidEmail });
    const stranger = errorsOf(await post(answer(rsvpEvent, { invitation_token: 'not-an-invitation', language: 'ar' })));
    expect(stranger).toMatchObject({ status: 422, code: 'invitation_unknown', message: 'رابط الدعوة هذا غير صالح لهذه الفعالية. افتح الرابط من رسالة الدعوة مرة أخرى.' });
    const saved = await post(answer(rsvpEvent, { language: 'ar' }));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message).toBe('شكرًا لك يا Ada Lovelace! حُفظ ردّك: سأحضر (شخص واحد). سيصلك تأكيد على ada@example.com.');
  });

  it('a public list refuses a bad query in Arabic', async () => {
    const res = errorsOf(await t.app.inject({ method: 'GET', url: '/api/public/v1/events?limit=0&lang=ar' }));
    expect(res.status).toBe(400);
    expect(res.errors?.['querystring.limit']).toBe('أدخل رقمًا لا يقل عن 1.');
  });

  it('the admin’s routes answer in the site’s English, whatever language the browser or the URL asks for', async () => {
    const anonymous = errorsOf(await t.app.inject({ method: 'GET', url: '/api/v2/orders?lang=ar', headers: { 'accept-language': 'ar' } }));
    expect(anonymous).toMatchObject({ status: 401, message: 'Please log in to continue.' });
    const admin = errorsOf(await t.admin.request('POST', '/api/v2/events?lang=ar', { title: 'Harbour Festival', start_date: 'soon' }, { 'accept-language': 'ar' }));
    expect(admin.status).toBe(400);
    expect(admin.errors?.start_date).toBe('Use a real date written YYYY-MM-DD');
  });
});

describe('a visitor’s rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { PUBLIC_WRITE_RATE_LIMIT: '1' });
  });
  afterAll(() => t.close());

  it('is told in Arabic when the booking page is Arabic (its URL says so: the body is not read yet)', async () => {
    const event = await createEvent(t.admin);
    const book = () => t.app.inject({ method: 'POST', url: '/api/v2/orders?lang=ar', payload: { ...orderBody(event.id, { 'free-entry': 1 }), language: 'ar' } });
    expect((await book()).statusCode).toBe(201);
    const limited = await book();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(AR.tooMany);
  });
});
