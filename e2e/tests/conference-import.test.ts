import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPage, expectFooter, gone, inDays, searchAnswered, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

interface Schedule {
  id: number;
  program_title: string;
  date: string;
  day_name: string;
  slots: { topic: string; start_time: string; end_time: string; room: string; track: string; speakers: number[] }[];
  events: number[];
}

/** A winter date, so Europe/Brussels is UTC+01:00 as the file's times say. */
const DATE = '2031-02-01';
/** How the schedule list shows DATE (the site's locale, en-US by default). */
const SHOWN_DATE = 'Feb 1, 2031';

/** The people's ids in the file: the same person keeps one id across talks. */
const PERSON_IDS = { ada: 101, bob: 102, cy: 103 };

/** A small conference: one day, one room, two talks sharing one of their three people. */
function conference(name: string, people: string) {
  const acronym = name.toLowerCase().replaceAll(' ', '-');
  const track = `${name} track`;
  const persons = { ada: `${people} Ada`, bob: `${people} Bob`, cy: `${people} Cy` };
  const talk = (id: number, time: string, duration: string, title: string, who: (keyof typeof persons)[]) => `
      <event guid="${acronym}-guid-${id}" id="${id}">
        <date>${DATE}T${time}:00+01:00</date>
        <start>${time}</start>
        <duration>${duration}</duration>
        <room>${name} hall</room>
        <title>${title}</title>
        <track>${track}</track>
        <abstract>&lt;p&gt;About ${title}.&lt;/p&gt;</abstract>
        <persons>
${who.map((p) => `          <person id="${PERSON_IDS[p]}">${persons[p]}</person>`).join('\n')}
        </persons>
      </event>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<schedule>
  <version>1.0</version>
  <conference>
    <acronym>${acronym}</acronym>
    <title>${name}</title>
    <start>${DATE}</start>
    <end>${DATE}</end>
    <days>1</days>
    <time_zone_name>Europe/Brussels</time_zone_name>
  </conference>
  <day index="1" date="${DATE}" start="${DATE}T09:00:00+01:00" end="${DATE}T23:59:00+01:00">
    <room name="${name} hall">${talk(1, '10:00', '00:30', `${name} opening`, ['ada', 'bob'])}${talk(2, '11:00', '00:45', `${name} deep dive`, ['bob', 'cy'])}
    </room>
  </day>
</schedule>
`;
  return { xml, track, persons, schedule: `${name} – Day 1` };
}

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  // At least one program, so /schedules is the list (an empty site shows /schedules/empty).
  await api.call('POST', '/schedules', { program_title: unique('Import check'), date: inDays(30) });
});

const total = async (path: string) => (await api.call<{ total_items: number }>('GET', `${path}?per_page=1`)).total_items;

/** Types `text` into the list's search box `box` and waits for the list call to `path` to answer it. */
async function search(page: Page, box: string, path: string, text: string): Promise<void> {
  const answered = searchAnswered(page, path, text);
  await page.getByRole('searchbox', { name: box }).fill(text);
  await answered;
}

/** Opens the schedule list's Import dialog and chooses a file through the file chooser. */
async function importFile(page: Page, name: string, content: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Import a conference' });
  await visible(dialog);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText('Click, press Enter or drop a conference schedule (.xml or .json) here').click();
  await (await chooser).setFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(content, 'utf8') });
  return dialog;
}

async function schedulesPage(): Promise<Page> {
  const page = await adminPage(browser, baseUrl, '/schedules');
  await visible(page.getByText(/^Showing \d+ - \d+ of \d+ schedules$/));
  return page;
}

describe('the conference Import of the schedule list (issue #3 "Conference import")', () => {
  it('imports a Pentabarf XML: a summary, its day program in the list and its people in the speakers', async () => {
    const name = unique('Conf');
    const people = unique('Conf person');
    const conf = conference(name, people);
    const { xml } = conf;
    const page = await schedulesPage();
    await search(page, 'Search by program title', '/api/v2/schedules', name);
    await visible(page.getByText('No schedules match these filters', { exact: true }).filter({ visible: true }));

    const dialog = await importFile(page, 'schedule.xml', xml);
    await visible(dialog.getByText('Import finished', { exact: true }));
    await visible(dialog.getByText('Created: 1 event, 1 schedule, 2 slots, 3 speakers, 1 tag', { exact: true }));
    await visible(dialog.getByText('Updated: 0 events, 0 schedules, 0 slots, 0 speakers, 0 tags', { exact: true }));
    await visible(dialog.getByText('File: schedule.xml', { exact: true }));
    await visible(dialog.getByRole('link', { name: 'Open the conference event' }));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await gone(dialog);

    // The list refreshes on its own and shows the day program.
    await expectFooter(page, 'Showing 1 - 1 of 1 schedules');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: conf.schedule, exact: true }) });
    await visible(row.getByText(SHOWN_DATE, { exact: true }));
    await visible(row.getByText('Saturday', { exact: true }));

    const [program] = (await api.call<{ items: Schedule[] }>('GET', `/schedules?search=${encodeURIComponent(name)}`)).items;
    expect(program?.events).toHaveLength(1);
    expect(program?.slots.map(({ topic, start_time, end_time, room, track, speakers }) => ({ topic, start_time, end_time, room, track, n: speakers.length }))).toEqual([
      { topic: `${name} opening`, start_time: '10:00', end_time: '10:30', room: `${name} hall`, track: conf.track, n: 2 },
      { topic: `${name} deep dive`, start_time: '11:00', end_time: '11:45', room: `${name} hall`, track: conf.track, n: 2 },
    ]);
    // Bob speaks in both talks: one speaker, in both slots.
    expect(program!.slots[0]!.speakers[1]).toBe(program!.slots[1]!.speakers[0]);

    // The people are speakers now, Bob once.
    await page.getByRole('navigation', { name: 'Eventory menu' }).getByRole('link', { name: 'Speakers', exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin#/speakers`);
    await search(page, 'Search by name', '/api/v2/speakers', people);
    await expectFooter(page, 'Showing 1 - 3 of 3 speakers');
    for (const person of Object.values(conf.persons)) {
      const speaker = page.getByRole('row').filter({ has: page.getByRole('link', { name: person, exact: true }) });
      await visible(speaker.getByText('Speaker', { exact: true }));
    }

    // Importing the same file again updates in place: nothing new. The schedule list comes back
    // with the search it had (this tab remembers it).
    await page.getByRole('navigation', { name: 'Eventory menu' }).getByRole('link', { name: 'Schedules', exact: true }).click();
    await page.waitForURL(/#\/schedules\?search=/);
    expect(await page.getByRole('searchbox', { name: 'Search by program title' }).inputValue()).toBe(name);
    const again = await importFile(page, 'schedule.xml', xml);
    await visible(again.getByText('Created: 0 events, 0 schedules, 0 slots, 0 speakers, 0 tags', { exact: true }));
    await visible(again.getByText(/^Updated: 1 event, 1 schedule, 2 slots, 3 speakers, \d+ tags?$/));
    await again.getByRole('button', { name: 'Done' }).click();
    await gone(again);
    await expectFooter(page, 'Showing 1 - 1 of 1 schedules');
    await page.context().close();
  });

  it("shows the server's message for a truncated file and imports nothing of it", async () => {
    const name = unique('Conf cut');
    const people = unique('Conf person cut');
    const { xml } = conference(name, people);
    // Cut off inside the second talk: no closing </room>, </day> or </schedule>.
    const truncated = xml.slice(0, xml.indexOf('<title>', xml.indexOf('guid-2')));
    const [schedules, events] = [await total('/schedules'), await total('/events')];

    const page = await schedulesPage();
    const dialog = await importFile(page, 'cut-off.xml', truncated);
    await visible(dialog.getByText('The file could not be imported', { exact: true }));
    await visible(
      dialog.getByText(
        'This file is not a valid Pentabarf/Frab schedule: it is cut off: it ends before its closing </schedule> tag. Nothing was imported.',
        { exact: true },
      ),
    );
    expect(await dialog.getByText('Import finished').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await gone(dialog);

    await search(page, 'Search by program title', '/api/v2/schedules', name);
    await visible(page.getByText('No schedules match these filters', { exact: true }).filter({ visible: true }));
    expect(await total('/schedules')).toBe(schedules);
    expect(await total('/events')).toBe(events);
    expect(await api.call<unknown[]>('GET', `/speakers?search=${encodeURIComponent(people)}`)).toEqual([]);
    await page.context().close();
  });
});
