import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { createEvent, inDays, unique, type ApiSession } from './support';

/** One admin screen: its hash route and the name its browser tab shows ("<name> ‹ Eventory"). */
export interface Screen {
  route: string;
  name: string;
}

/** What the screens are shown with: an event with a paid booking, a speaker in a group, a schedule, RSVP answers. */
export interface ScreenData {
  eventId: number;
  eventTitle: string;
  eventSlug: string;
  speakerSlug: string;
  ticketId: string;
  bookingId: number;
  /** A certificate template with text (the builder's screen). */
  templateId: number;
}

/** An attendee name as long as real ones get. */
const LONG_NAME = 'Maximiliane Alexandra von Hohenzollern-Sigmaringen';

/** The builder screen's certificate: a heading, text with a placeholder and the event's details. */
const SCREEN_CERTIFICATE =
  '<!-- wp:eventin-pro/template-container -->\n<div class="wp-block-eventin-pro-template-container">' +
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Certificate of Attendance</h2>\n<!-- /wp:heading -->' +
  '<!-- wp:paragraph -->\n<p>Awarded to {{attendee_name}}</p>\n<!-- /wp:paragraph -->' +
  '<!-- wp:eventin-pro/event-info /--></div>\n<!-- /wp:eventin-pro/template-container -->';

/**
 * Stand-in data for naming one test per screen before `seedScreens` has run: the routes keep their
 * order, so a test finds its real screen by position (`adminScreens(data)[index]`).
 */
export const SCREEN_PLACEHOLDER: ScreenData = { eventId: 0, eventTitle: '', eventSlug: '', speakerSlug: '', ticketId: '', bookingId: 0, templateId: 0 };

/** Arranges the data every screen of {@link adminScreens} shows (issue #9 §3 "with data"). */
export async function seedScreens(api: ApiSession): Promise<ScreenData> {
  const title = unique('Screens');
  const { id } = await createEvent(api, {
    title,
    start_date: inDays(15),
    ticket_variations: [
      { name: 'Standard', price: 25, capacity: 40 },
      { name: 'Free pass', price: 0, capacity: 20 },
    ],
  });
  const event = await api.call<{ slug: string; ticket_variations: { slug: string }[] }>('GET', `/events/${id}`);
  const order = await api.call<{ id: number; attendees: { ticket_id: string }[] }>('POST', '/orders', {
    event_id: id,
    customer: { first_name: 'Screen', last_name: 'Reader', email: 'screen.reader@example.org', phone: '' },
    tickets: [{ slug: event.ticket_variations[1]!.slug, quantity: 1 }],
    attendees: [{ name: 'Screen Reader', email: 'screen.reader@example.org', phone: '', ticket_slug: event.ticket_variations[1]!.slug, extra_fields: {} }],
    // Booked on a German page: its ticket (a public page of the German walk) is in German (issue #12 §2).
    language: 'de',
  });
  await api.call('POST', '/orders', {
    event_id: id,
    customer: { first_name: 'Paying', last_name: 'Guest', email: 'paying.guest@example.org', phone: '' },
    tickets: [{ slug: event.ticket_variations[0]!.slug, quantity: 1 }],
    // As long as real names, emails and phones get: the tables must still fit 1440 px (issue #9 §4).
    attendees: [{ name: LONG_NAME, email: 'maximiliane.von-hohenzollern-sigmaringen@example.org', phone: '+49 (0) 7571 1234 5678', ticket_slug: event.ticket_variations[0]!.slug, extra_fields: {} }],
  });
  await api.call('PUT', `/event/${id}/rsvp`, { enabled: true, limit: 50, guests_per_response: 4, deadline_date: null, deadline_time: null });
  await api.call('POST', '/rsvp-registration', { event_id: id, name: 'Rsvp Guest', email: 'rsvp.guest@example.org', number_of_attendees: 1, status: 'going' });
  const speaker = await api.call<{ id: number; slug: string }>('POST', '/speakers', { name: unique('Screen speaker'), category: ['speaker'], speaker_group: [unique('Screen group')] });
  await api.call('POST', '/schedules', { program_title: unique('Screen day'), date: inDays(15) });
  const template = await api.call<{ id: number }>('POST', '/templates', { name: unique('Screen certificate'), type: 'certificate', content: SCREEN_CERTIFICATE });
  return { eventId: id, eventTitle: title, eventSlug: event.slug, speakerSlug: speaker.slug, ticketId: order.attendees[0]!.ticket_id, bookingId: order.id, templateId: template.id };
}

/** Every admin screen of issue #9 §3 (the editor's sections of the seeded event included). */
export function adminScreens(data: ScreenData): Screen[] {
  const sections = ['basic', 'datetime', 'location', 'tickets', 'recurrence', 'speakers', 'schedules', 'rsvp', 'publish'];
  return [
    { route: '/events', name: 'Events' },
    ...sections.map((section) => ({ route: `/events/create/${data.eventId}/${section}`, name: 'Edit event' })),
    { route: '/events/create', name: 'Create event' },
    { route: '/categories', name: 'Event Categories' },
    { route: '/categories/create', name: 'Add category' },
    { route: '/tags', name: 'Event Tags' },
    { route: '/speakers', name: 'Speakers' },
    { route: '/speakers/create', name: 'Add speaker' },
    { route: '/group', name: 'Speakers Group' },
    { route: '/schedules', name: 'Schedules' },
    { route: '/schedules/create', name: 'Add schedule' },
    { route: '/purchase-report', name: 'Bookings' },
    { route: `/purchase-report/booking/${data.bookingId}`, name: `Booking #${data.bookingId}` },
    { route: '/attendees', name: 'Attendees' },
    { route: '/rsvp-report', name: 'RSVP' },
    { route: `/rsvp-report/${data.eventId}`, name: 'RSVP responses' },
    { route: '/rsvp-report/create', name: 'RSVP invitations' },
    { route: '/ticket-scanner', name: 'Ticket scanner' },
    { route: `/ticket-scanner/${data.eventId}`, name: 'Ticket scanner' },
    { route: '/users', name: 'Users' },
    { route: '/access-control', name: 'Access Control' },
    { route: '/audit', name: 'Audit trail' },
    { route: '/license', name: 'License' },
    { route: '/api-tokens', name: 'API tokens' },
    { route: '/settings', name: 'Settings' },
    { route: '/template-builder', name: 'Templates' },
    { route: `/template-builder/${data.templateId}`, name: 'Template builder' },
  ];
}

/** The public pages of issue #9 §3: home, the seeded event, its speaker, a ticket, and the login form. */
export function publicPaths(data: ScreenData): string[] {
  return ['/', `/event/${data.eventSlug}`, `/speaker/${data.speakerSlug}`, `/ticket/${data.ticketId}`, '/login'];
}

/**
 * Opens an admin screen on its hash route (`page` already shows the admin) and waits until it
 * shows, its tab title naming it (before that, a check would look at the screen before), and has
 * settled. Fails saying which title the tab kept.
 */
export async function showScreen(page: Page, baseUrl: string, screen: Screen): Promise<void> {
  const title = `${screen.name} ‹ Eventory`;
  await page.goto(`${baseUrl}/admin#${screen.route}`);
  await page.waitForFunction((expected) => document.title === expected, title).catch(async () => {
    throw new Error(`${screen.route}: the tab title stayed '${await page.title()}', not '${title}'`);
  });
  await settled(page);
}

/** Waits until the admin screen has loaded its data: no request in flight and no spinner or skeleton left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({ state: 'detached' });
}

/** How far the page scrolls sideways, px (0 when it fits the viewport). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The innermost elements that reach past the viewport's right edge (outside any box that scrolls
 * or clips them), each as `tag.class "text…" right=px` (at most five): a failed sideways check
 * says what to fix.
 */
export const overflowingElements = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    // No named functions in here: a bundler's name helper would not exist in the page.
    const right = window.innerWidth + 1;
    const past = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      if (element.getBoundingClientRect().width === 0 || element.getBoundingClientRect().right <= right) return false;
      if (getComputedStyle(element).position === 'fixed') return false;
      // Inside a box that scrolls or clips on its own and fits, it does not widen the page.
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= right) return false;
      }
      return true;
    });
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return innermost.slice(0, 5).map((element) => {
      const name = `${element.tagName.toLowerCase()}${element.classList.length ? `.${Array.from(element.classList).join('.')}` : ''}`;
      return `${name} "${(element.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(element.getBoundingClientRect().right)}`;
    });
  });

/** Waits until the page does not scroll sideways; fails naming what reaches past the right edge. */
export async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0).catch(async (error: Error) => {
    throw new Error(`${error.message}; past the right edge: ${(await overflowingElements(page)).join('; ')}`);
  });
}
