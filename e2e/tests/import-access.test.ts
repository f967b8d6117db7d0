import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Capability } from '@eventory/core';
import { adminPage, apiSession, createUser, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

/** A new site role holding exactly `permissions`, and a user of it. */
async function userWith(permissions: readonly Capability[]): Promise<{ email: string; password: string }> {
  const key = `e2e_imp_${unique('r').split(' ')[1]!.toLowerCase()}`;
  await api.call('POST', '/permissions/roles', { key, name: unique('Import check role') });
  await api.call('POST', `/permissions/${key}`, { permissions });
  return createUser(api, key);
}

/** The status a user's import call answers (a file that would be refused anyway: the guard answers first). */
async function importStatus(user: { email: string; password: string }, path: '/import/ics' | '/import/conference'): Promise<number> {
  const session = await apiSession(baseUrl, user);
  try {
    await session.call('POST', path, { content: 'BEGIN:VCALENDAR\nEND:VCALENDAR', filename: 'schedule.xml' });
    return 201;
  } catch (error) {
    return Number(/: (\d{3}) /.exec((error as Error).message)?.[1]);
  }
}

let scheduleOnly: { email: string; password: string };
let eventsAndSchedules: { email: string; password: string };

beforeAll(async () => {
  // At least one program, so /schedules is the list (an empty site shows /schedules/empty).
  await api.call('POST', '/schedules', { program_title: unique('Import access'), date: inDays(30) });
  scheduleOnly = await userWith(['etn_manage_schedule']);
  // Events and schedules but no speakers/organizers: an .ics import yes, a conference import no.
  eventsAndSchedules = await userWith(['etn_manage_event', 'etn_manage_schedule']);
});

describe('the imports are offered and allowed only with every capability they need (issue #9 §6.3)', () => {
  it('an administrator sees Import on the schedules list (the control case)', async () => {
    const page = await adminPage(browser, baseUrl, '/schedules');
    await visible(page.getByRole('button', { name: 'Import', exact: true }));
    await page.context().close();
  });

  it('a role with only etn_manage_schedule sees no Import on the schedules list, and both imports answer 403', async () => {
    const page = await adminPage(browser, baseUrl, '/schedules', scheduleOnly);
    await visible(page.getByRole('heading', { name: 'Schedules' }));
    await visible(page.getByRole('button', { name: 'Delete selected' }));
    expect(await page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    await page.context().close();
    expect(await importStatus(scheduleOnly, '/import/conference')).toBe(403);
    expect(await importStatus(scheduleOnly, '/import/ics')).toBe(403);
  });

  it('a role without etn_manage_organizer sees the events Import but no schedules Import, and the conference import answers 403', async () => {
    const events = await adminPage(browser, baseUrl, '/events', eventsAndSchedules);
    await visible(events.getByRole('button', { name: 'Import', exact: true }));
    await events.context().close();
    const schedules = await adminPage(browser, baseUrl, '/schedules', eventsAndSchedules);
    await visible(schedules.getByRole('button', { name: 'Delete selected' }));
    expect(await schedules.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    await schedules.context().close();
    expect(await importStatus(eventsAndSchedules, '/import/conference')).toBe(403);
  });
});
