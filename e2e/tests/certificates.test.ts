import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { EventItem, Order } from '@eventory/core';
import { seriousViolations } from '../axe';
import { adminPage, bookFreeTicket, createEvent, eventRow, eventsFooter, gone, inDays, searchEvents, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

/** An event with a certificate template and three booked attendees, arranged through the API. */
async function certificateEvent(): Promise<{ event: EventItem; guests: NonNullable<Order['attendees']> }> {
  const { id } = await createEvent(api, { title: unique('Certificate day'), start_date: inDays(25), ticket_variations: [{ name: 'General', price: 0, capacity: 20 }] });
  // The event's certificate template: a published certificate template (the events API accepts no other).
  const template = await api.call<{ id: number }>('POST', '/templates', { name: unique('Certificate'), type: 'certificate', status: 'publish' });
  await api.call('PUT', `/events/${id}`, { certificate_template: template.id });
  const event = await api.call<EventItem>('GET', `/events/${id}`);
  const slug = event.ticket_variations[0]!.slug;
  const order = await api.call<Order>('POST', '/orders', {
    event_id: id,
    customer: { first_name: 'Grace', email: 'grace@example.com' },
    tickets: [{ slug, quantity: 3 }],
    attendees: ['Ada', 'Grace', 'Linus'].map((name) => ({ name: unique(name), email: `${name.toLowerCase()}@example.com`, phone: '', ticket_slug: slug, extra_fields: {} })),
  });
  return { event, guests: order.attendees! };
}

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

/** Chooses Send Certificate in the event's More menu on the event list; answers the dialog. */
async function openSendCertificate(page: Page, title: string): Promise<Locator> {
  await eventRow(page, title).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Send Certificate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Certificate' });
  await visible(dialog);
  return dialog;
}

describe('Send Certificate (issue #10 §6)', () => {
  it('mails every attendee, watched to done; a second send asks first', async () => {
    const { event, guests } = await certificateEvent();
    const page = await adminPage(browser, baseUrl);
    await visible(eventsFooter(page));
    await searchEvents(page, event.title);
    const dialog = await openSendCertificate(page, event.title);
    await visible(dialog.getByText(event.title, { exact: true }));
    // The event is weeks away: mails that thank attendees for coming would go out early.
    await visible(dialog.getByText(`"${event.title}" has not ended yet: its certificates would thank attendees for an event still to come.`, { exact: true }));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await visible(dialog.getByText('Certificates sent: 3 of 3', { exact: true }));
    await visible(dialog.getByText('Every attendee got a link to their certificate and its PDF.'));
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await gone(dialog);

    // Again, only checked-in attendees: nobody is mailed before the organiser confirms.
    await api.call('POST', '/attendees/check-in', { ticket_id: guests[0]!.ticket_id, event_id: event.id });
    await page.reload();
    await visible(eventsFooter(page));
    const again = await openSendCertificate(page, event.title);
    await again.getByRole('checkbox', { name: 'Only checked-in attendees' }).check();
    await again.getByRole('button', { name: 'Send', exact: true }).click();
    await visible(again.getByText(/^Certificates of ".+" were already sent \(3 mails, last on .+\)\. Send them again to every eligible attendee\?$/));
    await again.getByRole('button', { name: 'Send again' }).click();
    await visible(again.getByText('Certificates sent: 1 of 1', { exact: true }));
    await page.context().close();
  });

  it('says why nothing can be sent while the certificate template is a draft', async () => {
    const { event } = await certificateEvent();
    await api.call('PUT', `/templates/${event.certificate_template}/status`, { status: 'draft' });
    const page = await adminPage(browser, baseUrl);
    await visible(eventsFooter(page));
    await searchEvents(page, event.title);
    const dialog = await openSendCertificate(page, event.title);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await visible(dialog.getByText(/^The certificate template ".+" of ".+" is still a draft: attendees could not open their certificate\. Publish it in the template builder \(Save & Publish\), then send the certificates\.$/));
    await page.context().close();
  });

  it("sends one attendee's certificate from the attendee list, asking before a resend", async () => {
    const { event, guests } = await certificateEvent();
    await api.call('GET', `/events/${event.id}/send_certificate`);
    const page = await adminPage(browser, baseUrl, `/attendees/event/${event.id}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: guests[1]!.name, exact: true }) });
    await row.getByRole('button', { name: `Actions for ${guests[1]!.name}` }).click();
    await page.getByRole('menuitem', { name: 'Send certificate', exact: true }).click();
    await page.getByRole('dialog').filter({ hasText: `Send the certificate of ${guests[1]!.name}?` }).getByRole('button', { name: 'Send', exact: true }).click();
    // The event's send already mailed this attendee: the server asks first.
    const ask = page.getByRole('dialog').filter({ hasText: 'Send the certificate again?' });
    await visible(ask.getByText(new RegExp(`^${guests[1]!.name} was already sent this certificate on .+\\. Send it again\\?$`)));
    await ask.getByRole('button', { name: 'Send again' }).click();
    await visible(page.getByText(`Certificate sent to ${guests[1]!.name}`, { exact: true }));
    await page.context().close();
  });

  it("offers an attendee's certificate only once their event has a certificate template", async () => {
    const { id } = await createEvent(api, { title: unique('No certificate day'), start_date: inDays(25), ticket_variations: [{ name: 'General', price: 0, capacity: 5 }] });
    const guest = unique('Barbara');
    await bookFreeTicket(api, id, guest, 'barbara@example.com');
    const item = async (page: Page) => {
      await page.getByRole('button', { name: `Actions for ${guest}` }).click();
      return page.getByRole('menuitem', { name: 'Send certificate', exact: true });
    };
    const page = await adminPage(browser, baseUrl, `/attendees/event/${id}`);
    const disabled = await item(page);
    await expect.poll(() => disabled.getAttribute('aria-disabled')).toBe('true');
    // The reason shows under the item (a title tooltip reached neither keyboard nor touch) and describes it.
    const reason = "This event has no certificate template: choose one in the event's Templates section, or a default one in Settings";
    await visible(disabled.getByText(reason, { exact: true }));
    expect(await page.locator(`#${await disabled.getAttribute('aria-describedby')}`).textContent()).toBe(reason);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();

    // A default certificate template of Settings counts for every event without its own.
    const template = await api.call<{ id: number }>('POST', '/templates', { name: unique('Default certificate'), type: 'certificate', status: 'publish' });
    await api.call('PUT', '/settings', { default_certificate_template: template.id });
    try {
      const again = await adminPage(browser, baseUrl, `/attendees/event/${id}`);
      const enabled = await item(again);
      await visible(enabled);
      expect(await enabled.getAttribute('aria-disabled')).not.toBe('true');
      await again.context().close();
    } finally {
      await api.call('PUT', '/settings', { default_certificate_template: null });
    }
  });
});
