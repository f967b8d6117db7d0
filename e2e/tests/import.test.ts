import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminPage,
  createEvent,
  eventRow,
  eventsFooter,
  expectFooter,
  gone,
  inDays,
  searchEvents,
  unique,
  useAdminBrowser,
  visible,
  type ApiSession,
} from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  // At least one event, so the events screen is the list (an empty site shows /events/empty).
  await createEvent(api, { title: unique('Import check'), start_date: inDays(40) });
});

/** `YYYYMMDD` of a `YYYY-MM-DD` date, as iCalendar writes it. */
const icsDate = (date: string) => date.replaceAll('-', '');

/** Europe/Berlin's offset on a date at noon, written as the list writes it: `UTC+01:00`. */
function berlinOffset(date: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!.value;
  return name.replace('GMT', 'UTC');
}

/** A small calendar: a weekly series (COUNT=3) and a single event, both in Europe/Berlin. */
function calendar(title: string, weeklyStart: string, singleDate: string): string {
  const uid = title.replaceAll(' ', '-');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eventory e2e//import//EN',
    'BEGIN:VEVENT',
    `UID:weekly-${uid}@e2e.test`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Europe/Berlin:${icsDate(weeklyStart)}T190000`,
    `DTEND;TZID=Europe/Berlin:${icsDate(weeklyStart)}T210000`,
    'RRULE:FREQ=WEEKLY;COUNT=3',
    `SUMMARY:${title} weekly`,
    'LOCATION:Schiffbauergasse 4\\, Potsdam',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:single-${uid}@e2e.test`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Europe/Berlin:${icsDate(singleDate)}T100000`,
    `DTEND;TZID=Europe/Berlin:${icsDate(singleDate)}T120000`,
    `SUMMARY:${title} single`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Opens the list's Import dialog and chooses a file through the file chooser. */
async function importFile(page: Page, name: string, content: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Import events' });
  await visible(dialog);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText('Click, press Enter or drop an iCalendar (.ics) file here').click();
  await (await chooser).setFiles({ name, mimeType: 'text/calendar', buffer: Buffer.from(content, 'utf8') });
  return dialog;
}

async function totalEvents(): Promise<number> {
  return (await api.call<{ total_items: number }>('GET', '/events?per_page=1')).total_items;
}

describe('the Import action (issue #2 §5 "Import")', () => {
  it('imports an .ics file: a summary, then the series and the single event in the list', async () => {
    const title = unique('Imported');
    const weeklyStart = inDays(60);
    const singleDate = inDays(70);
    const page = await adminPage(browser, baseUrl);
    await visible(eventsFooter(page));
    await searchEvents(page, title);
    await visible(page.getByText('No events match these filters', { exact: true }));

    const dialog = await importFile(page, 'e2e-calendar.ics', calendar(title, weeklyStart, singleDate));
    await visible(dialog.getByText('Import finished', { exact: true }));
    await visible(dialog.getByText('Created 2 events, 3 occurrences; updated 0; skipped 0', { exact: true }));
    await visible(dialog.getByText('File: e2e-calendar.ics', { exact: true }));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await gone(dialog);

    // The list refreshes on its own: the weekly parent, its 3 occurrences and the single event.
    await gone(page.getByText('No events match these filters'));
    await expectFooter(page, 'Showing 1 - 5 of 5 events');
    const weekly = eventRow(page, `${title} weekly`);
    await expect.poll(() => weekly.count()).toBe(4);
    expect(await weekly.getByText('Recurring Parent', { exact: true }).count()).toBe(1);
    expect(await weekly.getByText('Recurrence', { exact: true }).count()).toBe(3);
    expect(await weekly.getByText('Schiffbauergasse 4, Potsdam', { exact: true }).count()).toBe(4);
    expect(await weekly.getByText(/ 7:00\sPM \(UTC[+-]\d\d:\d\d\)$/).count()).toBe(4);

    const single = eventRow(page, `${title} single`);
    await visible(single.getByText(new RegExp(` 10:00\\sAM \\(${berlinOffset(singleDate).replace('+', '\\+')}\\)$`)));
    await visible(single.getByText('Upcoming', { exact: true }));
    expect(await single.getByText('Recurrence', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it("shows the server's message for a file that is not iCalendar and creates nothing", async () => {
    const before = await totalEvents();
    const page = await adminPage(browser, baseUrl);
    await visible(eventsFooter(page));
    const dialog = await importFile(page, 'garbage.ics', 'this is not a calendar\r\njust some words\r\n');
    await visible(dialog.getByText('The file could not be imported', { exact: true }));
    await visible(
      dialog.getByText('This file is not a valid iCalendar file: it does not start with BEGIN:VCALENDAR. Nothing was imported.', { exact: true }),
    );
    expect(await dialog.getByText('Import finished').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await gone(dialog);
    expect(await totalEvents()).toBe(before);
    await page.context().close();
  });

  it('imports nothing of a calendar that is cut off, not even its complete events', async () => {
    const title = unique('Cut off');
    const before = await totalEvents();
    const whole = calendar(title, inDays(60), inDays(70));
    // Drop the last VEVENT's end and the calendar's end.
    const truncated = whole.slice(0, whole.lastIndexOf('END:VEVENT'));
    const page = await adminPage(browser, baseUrl);
    await visible(eventsFooter(page));
    const dialog = await importFile(page, 'cut-off.ics', truncated);
    await visible(dialog.getByText('The file could not be imported', { exact: true }));
    await visible(dialog.getByText(/^This file is not a valid iCalendar file: it is cut off .*Nothing was imported\.$/));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await gone(dialog);

    await searchEvents(page, title);
    await visible(page.getByText('No events match these filters', { exact: true }));
    expect(await totalEvents()).toBe(before);
    await page.context().close();
  });
});
