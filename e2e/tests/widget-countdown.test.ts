import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createEvent, freshPage, inDays, unique, useAdminBrowser, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let startAt = 0;
let eventId = 0;

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

beforeAll(async () => {
  const day = inDays(5);
  eventId = (await createEvent(api, { title: unique('Countdown concert'), start_date: day })).id;
  startAt = Date.parse(`${day}T10:00:00Z`);
});

const SECOND = 1000;
const time = (days: number, hours: number, minutes: number, seconds: number) => (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * SECOND;

describe('Event Countdown (issue #11 §3, issue #12 §2)', () => {
  it.each([
    ['en', time(1, 1, 1, 2), ['Day', 'Hour', 'Minute', 'Second'], 'Seconds'],
    ['de', time(1, 1, 1, 2), ['Tag', 'Stunde', 'Minute', 'Sekunde'], 'Sekunden'],
    ['ar', time(2, 2, 2, 3), ['يومان', 'ساعتان', 'دقيقتان', 'ثانيتان'], 'ثانية'],
  ] as const)('in %s, each label follows the number beside it as the countdown ticks', async (lang, left, labels, secondsAfter) => {
    const script = await api.call<{ id: number }>('POST', '/shortcodes/script', { post_name: unique('Countdown embed'), shortcode: `[etn_pro_countdown event_id="${eventId}" lang="${lang}"]` });
    const page = await freshPage(browser);
    // The page loads on a running clock; paused then at `left` before the start, each tick is exact.
    await page.clock.install({ time: startAt - left - 60 * SECOND });
    await page.goto(`${baseUrl}/embed/${script.id}`);
    await page.clock.pauseAt(startAt - left);
    const shown = () => page.locator('.etn-countdown-label').allTextContents();
    await page.clock.runFor(SECOND);
    expect(await shown()).toEqual(labels);
    await page.clock.runFor(SECOND);
    expect((await shown())[3]).toBe(secondsAfter);
    await page.context().close();
  });
});
