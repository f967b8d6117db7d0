import fs from 'node:fs';
import { formatCalendarDate } from '@eventory/core';
import ICAL from 'ical.js';
import type { Browser, Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../axe';
import { hostSite, type HostSite } from '../hostSite';
import { adminPage, chooseOption, createEvent, freshPage, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

/**
 * Issue #11 §7: each of the 20 widgets generated on the Shortcodes page from real data, its live
 * preview, then its script tag on a registered loopback site (the framed widget shows the same
 * data, is axe-clean at 1440 and 390 px and fits 320 px) and on an unregistered one (nothing framed,
 * the console says why); then a booking, an RSVP and an .ics download made through the embeds.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let admin: Page;
let partner: Page;
let registered: HostSite;
let stranger: HostSite;
/** The script tag the host sites serve (each widget's in turn). */
let scriptTag = '';
/** Each widget's script tag, by card title, for the booking, RSVP and .ics tests. */
const tags = new Map<string, string>();

const names = {
  category: unique('Embed fair'),
  group: unique('Embed panel'),
  speaker: unique('Embed speaker'),
  organizer: unique('Embed organiser'),
  main: unique('Embed gala'),
  related: unique('Embed sequel'),
  today: unique('Embed matinee'),
  series: unique('Embed series'),
  schedule: unique('Embed programme'),
  topic: unique('Embed keynote'),
  address: unique('Embed Hall, Quay'),
  attendee: unique('Embed Ada'),
};
/** The main event: 18:00–20:00 in New York, 20 days away; its UTC instants for the .ics check. */
const mainDay = inDays(20);
const seriesDay = inDays(6);
const scheduleDay = inDays(20);
let mainId = 0;
const RSVP_LIMIT = 37;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  const category = await api.call<{ id: number }>('POST', '/categories', { name: names.category });
  await api.call('POST', '/speaker-groups', { name: names.group });
  await api.call('POST', '/speakers', { name: names.speaker, designation: 'Keynote speaker', category: ['speaker'], speaker_group: [names.group] });
  await api.call('POST', '/speakers', { name: names.organizer, company_name: 'Quay Arts', company_url: 'https://quay.example', category: ['organizer'], speaker_group: [names.group] });
  const main = await createEvent(api, {
    title: names.main,
    start_date: mainDay,
    start_time: '18:00',
    end_date: mainDay,
    end_time: '20:00',
    timezone: 'America/New_York',
    categories: [category.id],
    location: { type: 'offline', address: { address: names.address } },
    description: '<p>Music by the water.</p>',
    ticket_variations: [{ name: 'Free entry', price: 0, capacity: 40 }],
  });
  mainId = main.id;
  await createEvent(api, { title: names.related, start_date: inDays(21), categories: [category.id] });
  await createEvent(api, { title: names.today, start_date: inDays(0), start_time: '10:00', end_time: '11:00', categories: [category.id] });
  await createEvent(api, { title: names.series, start_date: seriesDay, recurring_enabled: 'yes', recurrence: { frequency: 'daily', count: 3 } });
  await api.call('POST', '/schedules', { program_title: names.schedule, date: scheduleDay, slots: [{ topic: names.topic, start_time: '09:00', end_time: '10:00', room: 'Hall A' }] });
  await api.call('PUT', `/event/${mainId}/rsvp`, { enabled: true, limit: RSVP_LIMIT, guests_per_response: 4, deadline_date: null, deadline_time: null });
  const { ticket_variations: variations } = await api.call<{ ticket_variations: { slug: string }[] }>('GET', `/events/${mainId}`);
  await api.call('POST', '/orders', {
    event_id: mainId,
    customer: { first_name: 'Ada', last_name: 'Seed', email: 'ada.seed@example.org', phone: '' },
    tickets: [{ slug: variations[0]!.slug, quantity: 1 }],
    attendees: [{ name: names.attendee, ticket_slug: variations[0]!.slug }],
  });
  registered = await hostSite('127.0.0.1', () => scriptTag);
  stranger = await hostSite('localhost', () => scriptTag);
  await api.call('PUT', '/settings', { registered_domains: [registered.origin] });
  admin = await adminPage(browser, baseUrl, '/shortcodes');
  partner = await freshPage(browser);
});

afterAll(async () => {
  await api?.call('PUT', '/settings', { registered_domains: [] });
  await registered?.close();
  await stranger?.close();
});

/** The label of an event or schedule in a picker: its title and date. */
const dated = (title: string, day: string) => `${title} (${formatCalendarDate(day)})`;
/** A series' parent as a picker names it. */
const series = (title: string, day: string) => `${title} (series from ${formatCalendarDate(day)})`;

/** One widget of the table: what its card needs filled in and what real data it must then show. */
interface WidgetCase {
  title: string;
  /** Pickers (combobox label → option label), searched for the option. */
  picks?: [string, string][];
  /** Switches turned on. */
  switches?: string[];
  /** Number fields set. */
  numbers?: [string, string][];
  /** Text the widget shows from the seeded data. */
  shows: string;
  /** Text the live preview shows, when it differs from the framed widget's. */
  previewShows?: string;
}

const byCategory: [string, string][] = [['Categories', names.category]];
const byGroup: [string, string][] = [['Speaker groups', names.group]];
const mainEvent: [string, string][] = [['Event', dated(names.main, mainDay)]];

/** The 20 widgets in SPEC §2's order (the vendor dashboard itself: e2e/tests/frontend-mount.test.ts). */
const CASES: WidgetCase[] = [
  { title: 'Events With Calendar', picks: byCategory, shows: names.today },
  { title: 'Events With Calendar List', picks: byCategory, shows: names.today },
  { title: 'Speakers', picks: byGroup, shows: names.speaker },
  { title: 'Organizer List', picks: byGroup, shows: names.organizer },
  { title: 'Speakers Slider', picks: byGroup, shows: names.speaker },
  { title: 'Events', picks: byCategory, shows: names.main },
  { title: 'Events One Line', picks: byCategory, shows: names.main },
  { title: 'Events Tab', picks: byCategory, shows: names.main },
  { title: 'Events Slider', picks: byCategory, shows: names.main },
  { title: 'Event Countdown', picks: mainEvent, shows: names.main },
  { title: 'Schedules', picks: [['Schedules', dated(names.schedule, scheduleDay)]], shows: names.topic },
  { title: 'Event Ticket Form', picks: mainEvent, switches: ['Show event title'], shows: names.main },
  { title: 'RSVP Form', picks: mainEvent, shows: `${RSVP_LIMIT} places left.` },
  { title: 'Related Event', picks: mainEvent, shows: names.related },
  { title: 'Add to Calendar', picks: mainEvent, shows: names.main },
  { title: 'Attendee List', picks: mainEvent, shows: names.attendee },
  { title: 'Recurring Event', picks: [['Recurring events', series(names.series, seriesDay)]], shows: names.series },
  { title: 'Event Location', numbers: [['Location limit', '50']], shows: names.address },
  // Logged in, the preview mounts the vendor dashboard; a framed one links to the site's dashboard page.
  { title: 'Event Frontend Dashboard', previewShows: 'My attendees', shows: 'the event dashboard' },
  { title: 'Event Certificate', shows: 'Find your certificate' },
];

/**
 * Chooses the option labelled `label` in a card's picker after searching for its title (the
 * suite's other data pushes it off the first page), then closes the dropdown.
 */
async function pick(card: Locator, field: string, label: string): Promise<void> {
  await chooseOption(admin, card.getByRole('combobox', { name: field }), label, { search: label.replace(/ \([^()]*\)$/, '') });
  await admin.keyboard.press('Escape');
}

/** The embed iframe the loader put on the partner page, as a frame (for axe) and a locator. */
async function embedFrame(title: string): Promise<{ frame: Frame; widget: FrameLocator }> {
  const element = partner.locator(`iframe[title="${title}"]`);
  await visible(element);
  const frame = (await (await element.elementHandle())!.contentFrame())!;
  return { frame, widget: partner.frameLocator(`iframe[title="${title}"]`) };
}

/** How far a document scrolls sideways, px (0 when it fits). */
const sideways = (target: Page | Frame) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('every widget, generated and embedded (issue #11 §7)', () => {
  it.each(CASES)('$title: generated with real data, previewed, framed on a registered site, axe-clean and fitting', async (row) => {
    // A fresh page per widget: a retry starts from the card's defaults (a picker's option toggles).
    await admin.reload();
    const card = admin.getByRole('region', { name: row.title, exact: true });
    await card.scrollIntoViewIfNeeded();
    for (const [field, label] of row.picks ?? []) await pick(card, field, label);
    for (const name of row.switches ?? []) await card.getByRole('switch', { name, exact: true }).click();
    for (const [label, value] of row.numbers ?? []) await card.getByLabel(label, { exact: true }).fill(value);
    // Pressed by keyboard: the previews of the cards above load as they near the view and grow, and
    // a click at the button's place once landed in a preview's frame instead (no click reached the page).
    await card.getByRole('button', { name: 'Generate Shortcode' }).press('Enter');
    await visible(card.getByLabel(`${row.title} shortcode`, { exact: true }));

    const preview = card.frameLocator(`iframe[title="${row.title} preview"]`);
    await visible(preview.getByText(row.previewShows ?? row.shows));

    await card.getByRole('button', { name: 'Get Script' }).press('Enter');
    const tag = card.getByLabel(`${row.title} script tag`, { exact: true });
    await visible(tag);
    scriptTag = await tag.inputValue();
    tags.set(row.title, scriptTag);

    await partner.setViewportSize({ width: 1440, height: 900 });
    await partner.goto(registered.origin);
    const { frame, widget } = await embedFrame(row.title);
    await visible(widget.getByText(row.shows));
    for (const width of [1440, 390]) {
      await partner.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(frame), `axe at ${width} px`).toEqual([]);
    }
    await partner.setViewportSize({ width: 320, height: 900 });
    await expect.poll(() => sideways(frame), { message: 'the widget fits 320 px' }).toBeLessThanOrEqual(0);
    expect(await sideways(partner), 'the partner page fits 320 px').toBeLessThanOrEqual(0);

    const visitor = await freshPage(browser);
    const messages: string[] = [];
    visitor.on('console', (m) => messages.push(m.text()));
    await visitor.goto(stranger.origin);
    await expect.poll(() => messages.join('\n')).toContain(`this page (${stranger.origin}) is not a registered domain`);
    expect(await visitor.locator('iframe').count()).toBe(0);
    await visitor.context().close();
  });

});

/** Puts a saved widget's tag on the registered partner page and answers its framed widget. */
async function embedded(title: string): Promise<FrameLocator> {
  scriptTag = tags.get(title)!;
  await partner.setViewportSize({ width: 1440, height: 900 });
  await partner.goto(registered.origin);
  return (await embedFrame(title)).widget;
}

describe('visitors act through the embedded widgets (issue #11 §7)', () => {
  it('books a free ticket through the Event Ticket Form; the booking is in the admin', async () => {
    const widget = await embedded('Event Ticket Form');
    const email = `${unique('embed').split(' ')[1]}@example.org`;
    await widget.getByLabel('Free entry (Free)').fill('1');
    await widget.getByLabel('First name').fill('Grace');
    await widget.getByLabel('Last name').fill('Embed');
    await widget.getByLabel('Email', { exact: true }).fill(email);
    await widget.getByRole('button', { name: 'Book tickets' }).click();
    await visible(widget.getByText(new RegExp(`^Booking #\\d+ is confirmed\\. Your tickets are on their way to ${email.replace(/\./g, '\\.')}\\.$`)));
    const { items } = await api.call<{ items: { name: string; email: string }[] }>('GET', `/attendees?event_id=${mainId}`);
    expect(items.map((a) => a.name)).toContain('Grace Embed');
  });

  it('answers an RSVP through the RSVP Form; the response is stored', async () => {
    const widget = await embedded('RSVP Form');
    const name = unique('Embed guest');
    await widget.getByLabel('Name', { exact: true }).fill(name);
    await widget.getByLabel('Email').fill(`${name.split(' ')[2]}@example.org`);
    await widget.getByRole('radio', { name: 'Going', exact: true }).check();
    await widget.getByRole('button', { name: 'Send RSVP' }).click();
    await visible(widget.locator('.rsvp-message.rsvp-ok'));
    const report = await api.call<{ items: { name: string }[] }>('GET', `/rsvp-report/${mainId}?status=going`);
    expect(report.items.map((r) => r.name)).toContain(name);
  });

  it('answers the Event Certificate finder inside the widget; the partner page stays (organiser walk: a wrong ticket id took the window to Eventory)', async () => {
    const widget = await embedded('Event Certificate');
    const find = async (ticket: string, email: string) => {
      await widget.getByLabel('Ticket ID').fill(ticket);
      await widget.getByLabel('Email').fill(email);
      await widget.getByRole('button', { name: 'Find certificate' }).click();
    };
    await find('WRONG-ID', 'nobody@example.org');
    await visible(widget.getByRole('status').getByText('We could not find a ticket with this ID and email. Please check both and try again.', { exact: true }));
    expect(partner.url()).toBe(`${registered.origin}/`);
    // The ticket booked through the embed above, with its owner's email: the link to the certificate, in the widget.
    const { items } = await api.call<{ items: { name: string; email: string; ticket_id: string }[] }>('GET', `/attendees?event_id=${mainId}`);
    const grace = items.find((a) => a.name === 'Grace Embed')!;
    await find(grace.ticket_id, grace.email);
    const link = widget.getByRole('status').getByRole('link', { name: 'Open your certificate' });
    await visible(link);
    expect(await link.getAttribute('href')).toBe(`/certificate/${grace.ticket_id}`);
    expect(partner.url()).toBe(`${registered.origin}/`);
  });

  it("downloads the event's .ics from Add to Calendar; it parses back to the event's instants", async () => {
    const widget = await embedded('Add to Calendar');
    const downloaded = partner.waitForEvent('download');
    await widget.getByRole('link', { name: 'Download .ics' }).click();
    const download = await downloaded;
    const vevent = new ICAL.Component(ICAL.parse(fs.readFileSync((await download.path())!, 'utf8'))).getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe(names.main);
    // 18:00–20:00 in New York: UTC−4 in summer time, UTC−5 in winter; the zone's own offset that day.
    const offset = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' }).formatToParts(new Date(`${mainDay}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')!.value.replace('GMT', ''));
    const at = (hour: number) => new Date(Date.parse(`${mainDay}T${String(hour).padStart(2, '0')}:00:00Z`) - offset * 3_600_000).toISOString();
    expect([parsed.startDate.toJSDate().toISOString(), parsed.endDate.toJSDate().toISOString()]).toEqual([at(18), at(20)]);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
  });
});
