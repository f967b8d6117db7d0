import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventItem, Order, OrderReport } from '@eventory/core';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { book, createEvent, orderBody } from '../../test/bookingFixtures.js';

/** Issue #9 §4: a booking keeps the currency it was made in; changing Settings' currency relabelled every past booking. */
describeEachDatabase('a booking’s currency', (dialect) => {
  let t: TestApp;
  let fair: EventItem;
  let dollars: Order;
  let euros: Order;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    fair = await createEvent(t.admin, { title: 'Harbour Fair', ticket_variations: [{ name: 'Entry', price: 20, capacity: 10 }] });
    dollars = await book(t.app, orderBody(fair.id, { entry: 1 }, { first_name: 'Ada', email: 'ada@example.com' }));
    await t.admin.request('POST', `/api/v2/orders/${dollars.id}/mark-paid`);
    expect((await t.admin.request('PUT', '/api/v2/settings', { currency: 'EUR' })).statusCode).toBe(200);
    euros = await book(t.app, orderBody(fair.id, { entry: 2 }, { first_name: 'Grace', email: 'grace@example.com' }));
    await t.admin.request('POST', `/api/v2/orders/${euros.id}/mark-paid`);
  });
  afterAll(() => t.close());

  it('is the site’s currency when it is made, and stays when the site changes it', async () => {
    expect(dollars.currency).toBe('USD');
    expect(euros.currency).toBe('EUR');
    expect((await t.admin.request('GET', `/api/v2/orders/${dollars.id}`)).json()).toMatchObject({ currency: 'USD', total: 20 });
    const listed = (await t.admin.request('GET', '/api/v2/orders')).json().items as Order[];
    expect(listed.map((o) => [o.customer.first_name, o.currency])).toEqual([
      ['Grace', 'EUR'],
      ['Ada', 'USD'],
    ]);
  });

  it('prices the ticket page and the attendee export in the booking’s currency', async () => {
    const ticket = dollars.attendees![0]!.ticket_id;
    const page = (await t.app.inject({ method: 'GET', url: `/ticket/${ticket}` })).body.replace(/[\u202f\u00a0]/g, ' ');
    expect(page).toContain('$20.00');
    const rows = (await t.admin.request('GET', `/api/v2/attendees/export.csv?event_id=${fair.id}`)).body.split('\n');
    // Each price with its currency's minor digits, a plain number (spreadsheets sum it).
    expect(rows.filter((row) => row.includes(',20.00,')).map((row) => row.split(',20.00,')[1]!.slice(0, 3)).sort()).toEqual(['EUR', 'EUR', 'USD']);
  });

  it('sums the report in the site’s currency and names the bookings made in another one apart', async () => {
    const report = (await t.admin.request('GET', `/api/v2/orders/report?event_id=${fair.id}`)).json() as OrderReport;
    expect(report.currency).toBe('EUR');
    expect(report.totals).toMatchObject({ orders: 2, completed: 2, revenue: 40 });
    expect(report.by_day.reduce((sum, day) => sum + day.revenue, 0)).toBe(40);
    expect(report.other_currencies).toEqual([{ currency: 'USD', orders: 1, revenue: 20, refunded_amount: 0 }]);
  });

  it('records a refund in the booking’s currency', async () => {
    const res = await t.admin.request('POST', `/api/v2/orders/${dollars.id}/refund`, { reason: 'Cannot travel' });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await t.admin.request('GET', '/api/v2/audit?entity_type=order&action=refund')).json().items[0] as { summary: string };
    expect(entry.summary.replace(/[\u202f\u00a0]/g, ' ')).toContain('$20.00');
  });
});
