import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPage, chooseOption, createEvent, gone, unique, useAdminBrowser, visible, type ApiSession, type EventSeed } from '../support';

/**
 * The template builder as a user walked through it: adding blocks and opening new templates leave
 * the console clean, an event landing page is designed with the chosen event's values, and a save
 * is confirmed without covering the header's buttons.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

/** Where screenshots go when SCREENSHOT_DIR is set (to look at the builder); none otherwise. */
const shots = process.env.SCREENSHOT_DIR;

type TemplateType = 'event' | 'certificate' | 'ticket';

/**
 * A certificate as earlier builds saved it: the root's inner blocks in a div of the root's classes
 * (with `cls`, its containerClassName too), and page styling on the root.
 */
const wrappedCertificate = (cls?: string) =>
  `<!-- wp:eventin-pro/template-container {"bodyStyling":{"backgroundColor":"#fdf8ee"}${cls ? `,"containerClassName":"${cls}"` : ''}} -->\n` +
  `<div class="wp-block-eventin-pro-template-container${cls ? ` ${cls}` : ''}"><!-- wp:paragraph -->\n<p>Kept through the save</p>\n<!-- /wp:paragraph -->\n` +
  '<!-- wp:eventin-pro/event-info /--></div>\n<!-- /wp:eventin-pro/template-container -->';

/** An event landing page of the blocks that show the event's own facts. */
const LANDING =
  '<!-- wp:eventin-pro/template-container -->\n' +
  '<!-- wp:eventin-pro/event-title /-->\n<!-- wp:eventin-pro/event-datetime /-->\n<!-- wp:eventin-pro/event-venue /-->\n' +
  '<!-- wp:eventin-pro/event-description /-->\n<!-- wp:eventin-pro/buy-ticket /-->\n' +
  '<!-- /wp:eventin-pro/template-container -->';

/** Creates a template through the API (the blank one without `content`) and returns its id. */
async function createTemplate(type: TemplateType, content?: string): Promise<number> {
  const { id } = await api.call<{ id: number }>('POST', '/templates', { name: unique('Walkthrough'), type, ...(content ? { content } : {}) });
  return id;
}

const storedContent = async (id: number) => (await api.call<{ content: string }>('GET', `/templates/${id}`)).content;

/**
 * Opens the builder of a template with every page error and console error recorded from the
 * start, and waits for its page in the canvas (the blocks are parsed, and validated, before it shows).
 */
async function openBuilder(id: number): Promise<{ page: Page; canvas: FrameLocator; problems: string[] }> {
  const page = await adminPage(browser, baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(`${baseUrl}/admin#/template-builder/${id}`);
  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  await visible(canvas.locator('.wp-block-eventin-pro-template-container'));
  return { page, canvas, problems };
}

/** The library's designs of a type. */
async function libraryDesigns(type: TemplateType): Promise<Array<{ name: string; content: string }>> {
  const { items } = (await (await fetch(`${baseUrl}/template-library?type=${type}`)).json()) as { items: Array<{ name: string; content: string }> };
  return items;
}

/** Creates a published event with this title starting on `date`, and answers its label in the event picker. */
async function pickableEvent(title: string, seed: Partial<EventSeed> = {}): Promise<string> {
  await createEvent(api, { title, start_date: '2030-06-03', ...seed });
  return `${title} (Jun 3, 2030)`;
}

/** Chooses the event of an event template in 'Edit Template Design' and waits for the dialog to close. */
async function chooseEvent(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Edit Template Design' });
  await chooseOption(page, dialog.getByRole('combobox'), label);
  await dialog.getByRole('button', { name: 'Edit Template' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

/** Whether two boxes on the screen overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

describe('the template builder, as a user walked through it', () => {
  it.each([
    ['certificate', ['Event Info', 'Template Heading', 'Attendee Info']],
    ['event', ['Event Title', 'Event Venue']],
  ] as const)('adds blocks to the %s template from All Blocks without a page error or console error', async (type, blocks) => {
    const { page, canvas, problems } = await openBuilder(await createTemplate(type));
    if (type === 'event') await chooseEvent(page, await pickableEvent(unique('Insert event')));
    await page.getByRole('button', { name: 'All Blocks' }).click();
    for (const title of blocks) {
      const before = await canvas.locator('.etn-dynamic-preview, [data-type="eventin-pro/template-heading"]').count();
      await page.getByRole('option', { name: title, exact: true }).click();
      await expect.poll(() => canvas.locator('.etn-dynamic-preview, [data-type="eventin-pro/template-heading"]').count()).toBe(before + 1);
    }
    // The inserter's focus handling runs a frame after each insert.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(problems).toEqual([]);
  });

  it.each(['certificate', 'ticket', 'event'] as const)('opens a blank %s and every library design without a block validation error', async (type) => {
    const designs = await libraryDesigns(type);
    expect(designs.length).toBeGreaterThan(0);
    for (const content of [undefined, ...designs.map((d) => d.content)]) {
      const { page, canvas, problems } = await openBuilder(await createTemplate(type, content));
      expect(await canvas.getByText('This block contains unexpected or invalid content.').count()).toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it.each([undefined, 'etn-legacy-root'])('opens a template saved with the old root wrapper (class %s) cleanly and saves it unwrapped, losing nothing', async (cls) => {
    const id = await createTemplate('certificate', wrappedCertificate(cls));
    const { page, canvas, problems } = await openBuilder(id);
    await visible(canvas.getByText('Kept through the save'));
    if (cls) await visible(canvas.locator(`.wp-block-eventin-pro-template-container.${cls}`));
    expect(problems).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Template updated successfully'));
    const content = await storedContent(id);
    expect(content).not.toContain('<div class="wp-block-eventin-pro-template-container');
    expect(content).toMatch(/^<!-- wp:eventin-pro\/template-container \{.*"bodyStyling":\{"backgroundColor":"#fdf8ee"\}.*\} -->\n<!-- wp:paragraph -->/);
    if (cls) expect(content).toContain(`"containerClassName":"${cls}"`);
    expect(content).toContain('<p>Kept through the save</p>');
    expect(content).toContain('<!-- wp:eventin-pro/event-info /-->');
  });

  it('saves a blank template in the form a new one has, with the root unwrapped', async () => {
    const id = await createTemplate('ticket');
    const blank = await storedContent(id);
    const { page, problems } = await openBuilder(id);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Template updated successfully'));
    expect(await storedContent(id)).toBe(blank);
    expect(problems).toEqual([]);
  });

  it("designs an event landing page with the chosen event's title, dates, place, description and tickets", async () => {
    const title = unique('Harbour Summit');
    const label = await pickableEvent(title, {
      end_date: '2030-06-04',
      start_time: '10:00',
      end_time: '18:30',
      timezone: 'Europe/Lisbon',
      description: '<p>Hands-on sessions by the river.</p>',
      location: { type: 'offline', address: { address: '7 Ribeira Square, Porto' } },
      ticket_variations: [{ name: 'Early bird', price: 35, capacity: 100 }],
    });
    const { page, canvas, problems } = await openBuilder(await createTemplate('event', LANDING));
    await visible(canvas.getByText('Annual Design Conference'));
    await chooseEvent(page, label);

    const shows = async (text: string) => visible(canvas.getByText(text, { exact: true }));
    await visible(canvas.locator('h1.etn-event-title', { hasText: title }));
    await shows('Jun 3, 2030 – Jun 4, 2030');
    await shows('10:00 AM – 6:30 PM');
    await shows('Europe/Lisbon');
    await shows('7 Ribeira Square, Porto');
    await shows('Hands-on sessions by the river.');
    await shows('Early bird');
    expect(await canvas.getByText('Annual Design Conference').count()).toBe(0);
    expect(await canvas.getByText('12 Harbour Street, Lisbon').count()).toBe(0);
    expect(await canvas.getByText(/sample values/i).count()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/template-builder-chosen-event.png` });

    // The choice is kept for the template: opened again, the canvas shows the event at once.
    await page.reload();
    await visible(canvas.locator('h1.etn-event-title', { hasText: title }));
    expect(await page.getByRole('dialog', { name: 'Edit Template Design' }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  it("confirms a save with a message that leaves the header's Preview and Save buttons free, and goes by itself", async () => {
    const { page, canvas } = await openBuilder(await createTemplate('certificate'));
    await canvas.locator('p[data-type="core/paragraph"]').first().click();
    await page.keyboard.type('Admit one');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const confirmation = page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: 'Template updated successfully' });
    await visible(confirmation);
    if (shots) await page.screenshot({ path: `${shots}/template-builder-saved.png` });
    const header = page.locator('.etn-builder-header');
    for (const button of [header.getByRole('button', { name: 'Preview' }), header.getByRole('button', { name: 'Save & Publish', exact: true })]) {
      await visible(button);
      expect(await overlap(confirmation, button)).toBe(false);
    }
    // The pointer still rests where Save was clicked: the confirmation goes all the same.
    await gone(confirmation);
  });
});
