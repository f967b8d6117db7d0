import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatZonedDateTime, type AuditEntry, type Page as ListPage } from '@eventory/core';
import { adminPage, createEvent, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
const shots = process.env.SCREENSHOT_DIR;
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

describe('one date format: an instant states the zone it is read in (issue #9 §4)', () => {
  it("a certificate send reads the same in a second send's prompt and in the Audit trail, read where the event is", async () => {
    const { id, title } = await createEvent(api, { title: unique('Certified'), start_date: inDays(20), timezone: 'Europe/Berlin', ticket_variations: [{ name: 'General', price: 0, capacity: 5 }] });
    const template = await api.call<{ id: number }>('POST', '/templates', { name: unique('Certificate'), type: 'certificate', status: 'publish' });
    await api.call('PUT', `/events/${id}`, { certificate_template: template.id });
    const event = await api.call<{ ticket_variations: { slug: string }[] }>('GET', `/events/${id}`);
    const slug = event.ticket_variations[0]!.slug;
    await api.call('POST', '/orders', {
      event_id: id,
      customer: { first_name: 'Ada', email: 'ada@example.com' },
      tickets: [{ slug, quantity: 1 }],
      attendees: [{ name: unique('Ada'), email: 'ada@example.com', phone: '', ticket_slug: slug, extra_fields: {} }],
    });
    await api.call('GET', `/events/${id}/send_certificate`);
    const prompt = await api.call('GET', `/events/${id}/send_certificate`).then(
      () => '',
      (error: Error) => error.message,
    );
    const { items } = await api.call<ListPage<AuditEntry>>('GET', `/audit?action=send_certificate&entity_type=event&entity_id=${id}`);
    const sent = formatZonedDateTime(items[0]!.at, { zone: 'Europe/Berlin' });
    // The prompt states the event's zone, as the Audit trail states the reader's: here the same one.
    expect(prompt).toContain(`last on ${sent})`);
    expect(sent).toMatch(/\(UTC\+01:00\)$/);

    const page = await adminPage(browser, baseUrl);
    await (await page.context().newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: 'Europe/Berlin' });
    await page.goto(`${baseUrl}/admin#/audit`);
    const row = page.getByRole('row').filter({ hasText: `Sent certificates of ${title}` });
    await visible(row.getByRole('cell', { name: sent, exact: true }));
    if (shots) await page.screenshot({ path: `${shots}/audit-1440.png` });
    await page.context().close();
  });

  it('states the zone of an Audit trail entry read elsewhere, so it is never taken for another instant', async () => {
    const { title } = await createEvent(api, { title: unique('Zoned'), start_date: inDays(20) });
    const { items } = await api.call<ListPage<AuditEntry>>('GET', `/audit?action=create&entity_type=event&search=${encodeURIComponent(title)}`);
    const page = await adminPage(browser, baseUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    await (await page.context().newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: 'America/New_York' });
    await page.goto(`${baseUrl}/admin#/audit`);
    const row = page.getByRole('row').filter({ hasText: title });
    await visible(row.getByRole('cell', { name: formatZonedDateTime(items[0]!.at, { zone: 'America/New_York' }), exact: true }));
    if (shots) await page.screenshot({ path: `${shots}/audit-390.png`, fullPage: true });
    await page.context().close();
  });
});
