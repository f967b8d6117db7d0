import type { Browser, FrameLocator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../axe';
import { imagePixels, rgbAt } from '../pixels';
import { formatCalendarDate } from '@eventory/core';
import { adminPage, chooseOption, createEvent, gone, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

/** Where screenshots go when SCREENSHOT_DIR is set (to look at the builder); none otherwise. */
const shots = process.env.SCREENSHOT_DIR;

type TemplateType = 'event' | 'certificate' | 'ticket';
interface StoredTemplate {
  id: number;
  name: string;
  status: 'draft' | 'publish';
  orientation: 'landscape' | 'portrait';
  content: string;
  thumbnail: string;
}

const CERTIFICATE =
  '<!-- wp:eventin-pro/template-container -->\n<div class="wp-block-eventin-pro-template-container">' +
  '<!-- wp:paragraph -->\n<p>Awarded to</p>\n<!-- /wp:paragraph -->' +
  '<!-- wp:eventin-pro/event-info /--></div>\n<!-- /wp:eventin-pro/template-container -->';

/** An event landing page with the logo block, whose image events do not hold. */
const LOGO_PAGE =
  '<!-- wp:eventin-pro/template-container -->\n<div class="wp-block-eventin-pro-template-container">' +
  '<!-- wp:eventin-pro/event-logo /--></div>\n<!-- /wp:eventin-pro/template-container -->';

/** Creates a template through the API and returns its id. */
async function createTemplate(type: TemplateType, content?: string): Promise<number> {
  const { id } = await api.call<{ id: number }>('POST', '/templates', { name: unique('Builder'), type, ...(content ? { content } : {}) });
  return id;
}

const stored = (id: number) => api.call<StoredTemplate>('GET', `/templates/${id}`);

/** Opens the builder of a template and waits for a canvas that accepts typing. */
async function openBuilder(id: number): Promise<{ page: Page; canvas: FrameLocator }> {
  const page = await adminPage(browser, baseUrl, `/template-builder/${id}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  await visible(canvas.locator('[contenteditable="true"]'));
  return { page, canvas };
}

/** The first paragraph of the canvas, as the author sees it. */
const firstParagraph = (canvas: FrameLocator) => canvas.locator('p[data-type="core/paragraph"]').first();

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

describe('the template builder (issue #10 §3/§4)', () => {
  it('edits text, pastes a copied placeholder, undoes and redoes by keyboard, and publishes with a thumbnail', async () => {
    const id = await createTemplate('certificate', CERTIFICATE);
    const { page, canvas } = await openBuilder(id);
    await visible(page.getByRole('heading', { name: 'Certificate Builder' }));
    // A dynamic block says it shows sample values while pointed at (always on, the label covered its first line).
    const label = canvas.getByText('Event Info · sample values');
    expect(await label.isVisible()).toBe(false);
    await canvas.locator('.etn-dynamic-preview').filter({ has: label }).hover();
    await visible(label);
    // Its Layout is a choice of the two layouts it has, not free text (walk A).
    await canvas.locator('.etn-dynamic-preview').filter({ has: label }).click();
    const layout = page.getByRole('combobox', { name: 'Layout' });
    await expect.poll(() => layout.locator('option').allTextContents()).toEqual(['One per line', 'In a row']);
    await layout.selectOption('inline');
    // Its sample event is the Preview's, dated 30 days from today (the canvas showed March 14, 2027).
    await visible(canvas.getByText(`${formatCalendarDate(inDays(30))} – ${formatCalendarDate(inDays(31))}`, { exact: true }));
    // The paper fills its frame: nothing below it to scroll to (a half-shown '+' did).
    expect(await canvas.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight)).toBeLessThanOrEqual(0);

    const paragraph = firstParagraph(canvas);
    await paragraph.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Jordan');
    await expect.poll(() => paragraph.textContent()).toBe('Awarded to Jordan');

    await page.getByRole('button', { name: 'Placeholders' }).click();
    await page.getByRole('button', { name: /^Copy \{\{event_title\}\}/ }).click();
    await visible(page.getByText('Copied Successfully!'));
    await paragraph.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' for ');
    await page.keyboard.press('Control+V');
    await expect.poll(() => paragraph.textContent()).toBe('Awarded to Jordan for {{event_title}}');

    await page.keyboard.press('Control+Z');
    await expect.poll(() => paragraph.textContent()).not.toContain('{{event_title}}');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => paragraph.textContent()).toContain('{{event_title}}');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => paragraph.textContent()).not.toContain('{{event_title}}');
    await page.keyboard.press('Control+Y');
    await expect.poll(() => paragraph.textContent()).toContain('{{event_title}}');

    await page.setViewportSize({ width: 1440, height: 900 });
    const canvasArea = page.getByRole('region', { name: 'Certificate Builder canvas' });
    const scrollsSideways = () => canvasArea.evaluate((element) => element.scrollWidth > element.clientWidth);
    await page.getByRole('button', { name: 'All Blocks' }).click();
    await expect.poll(scrollsSideways).toBe(false);
    // Core's layout blocks are under the builder's Layout, not 'Uncategorized' (walk A).
    await visible(page.getByRole('option', { name: 'Columns' }));
    expect(await page.getByText('Uncategorized', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'All Blocks' }).click();
    await page.getByTitle('Portrait').click();
    const frame = page.locator('.etn-builder-frame');
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(842);
    if (shots) await page.screenshot({ path: `${shots}/template-builder-certificate.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Template updated successfully'));
    await visible(page.getByRole('button', { name: 'Save & Publish' }));
    const published = await stored(id);
    expect(published.status).toBe('publish');
    expect(published.orientation).toBe('portrait');
    expect(published.content).toContain('Awarded to Jordan for {{event_title}}');
    expect(published.content).toContain('"layout":"inline"');
    expect(published.thumbnail).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('asks before leaving with an edit, and not once every edit is undone (walk: it still asked)', async () => {
    const id = await createTemplate('certificate', CERTIFICATE);
    const { page, canvas } = await openBuilder(id);
    const paragraph = firstParagraph(canvas);
    const before = await paragraph.textContent();
    await paragraph.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Jordan');
    await expect.poll(() => paragraph.textContent()).toBe(`${before} Jordan`);
    const back = page.getByRole('button', { name: 'Back to templates' });
    const leave = page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
    await back.click();
    await visible(leave);
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await gone(leave);

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => paragraph.textContent()).toBe(before);
    await back.click();
    await page.waitForURL(/#\/template-builder(\?.*)?$/);
    expect(await leave.count()).toBe(0);
    await page.context().close();
  });

  it('opens a certificate from the library with no invalid block', async () => {
    const { items: designs } = (await (await fetch(`${baseUrl}/template-library?type=certificate`)).json()) as { items: Array<{ name: string; content: string }> };
    expect(designs.length).toBeGreaterThan(0);
    const id = await createTemplate('certificate', designs[0]?.content);
    const { page, canvas } = await openBuilder(id);
    await visible(canvas.locator('.wp-block-eventin-pro-template-container'));
    expect(await canvas.getByText('This block contains unexpected or invalid content.').count()).toBe(0);
    await page.getByRole('tab', { name: 'Body Settings' }).click();
    await visible(page.getByText('Spacing and corners'));
    if (shots) await page.screenshot({ path: `${shots}/template-builder-library.png` });
    await page.locator('.etn-builder-header').getByRole('button', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe.eventory-template-preview-frame');
    await visible(preview.getByText('of Attendance'));
    const box = await page.locator('iframe.eventory-template-preview-frame').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(400);
    if (shots) await page.screenshot({ path: `${shots}/template-builder-preview.png` });
  });

  it('previews the canvas as it is, before it is saved (walk: Preview showed the last saved version)', async () => {
    const id = await createTemplate('ticket');
    const { page, canvas } = await openBuilder(id);
    await firstParagraph(canvas).click();
    await page.keyboard.type('Unsaved admission note');
    await page.locator('.etn-builder-header').getByRole('button', { name: 'Preview' }).click();
    await visible(page.frameLocator('iframe.eventory-template-preview-frame').getByText('Unsaved admission note'));
    expect((await stored(id)).content).not.toContain('Unsaved admission note');
  });

  it('saves as draft from the dropdown with a 250-px-wide thumbnail', async () => {
    const id = await createTemplate('ticket');
    const { page, canvas } = await openBuilder(id);
    await firstParagraph(canvas).click();
    await page.keyboard.type('Admit one');
    await page.getByRole('button', { name: 'More save options' }).click();
    await page.getByRole('menuitem', { name: 'Draft' }).click();
    await visible(page.getByText('Template updated successfully'));
    const draft = await stored(id);
    expect(draft.status).toBe('draft');
    expect(draft.content).toContain('Admit one');
    const width = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, draft.thumbnail);
    expect(width).toBe(250);
  });

  it('saves a thumbnail of the whole paper, portrait too, in its own colours on the cards’ grey (issue #9)', async () => {
    const { items } = (await (await fetch(`${baseUrl}/template-library?type=certificate`)).json()) as { items: Array<{ name: string; content: string; orientation: 'landscape' | 'portrait' }> };
    const portrait = items.find((design) => design.orientation === 'portrait')!;
    const gold = items.find((design) => design.name === 'Classic Gold')!;
    for (const design of [portrait, gold]) {
      const { id } = await api.call<{ id: number }>('POST', '/templates', { name: unique(design.name), type: 'certificate', orientation: design.orientation, content: design.content });
      const { page } = await openBuilder(id);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await visible(page.getByText('Template updated successfully'));
      const pixels = await imagePixels(page, (await stored(id)).thumbnail);
      const grey = (x: number, y: number) => rgbAt(pixels, x, y).every((channel) => Math.abs(channel - 245) <= 6);
      // The lowest row in the picture's middle column that is not the grey around the paper.
      let lowest = pixels.height - 1;
      while (lowest > 0 && grey(500, lowest)) lowest--;
      const picture = { size: [pixels.width, pixels.height], left: rgbAt(pixels, 10, 350), inside: rgbAt(pixels, 60, 350), lowest };
      expect(picture.size).toEqual([1000, 800]);
      // The cards show the picture's top at the paper's 842:595 ratio: 707 of its 800 px.
      expect(picture.lowest, `${design.name}: the paper ends within the part the cards show`).toBeLessThanOrEqual(707);
      if (design === portrait) {
        expect(picture.left.every((channel) => Math.abs(channel - 245) <= 6), 'a portrait paper is centred on grey').toBe(true);
      } else {
        // Classic Gold's cream paper (#fbf7ea), once painted over in white.
        expect(picture.inside.map((channel, i) => Math.abs(channel - [251, 247, 234][i]!) <= 6)).toEqual([true, true, true]);
      }
    }
  });

  it("opens the block menu with '/' in an empty paragraph, as its placeholder says (organiser walk: the slash was typed as text)", async () => {
    const id = await createTemplate('certificate');
    const { page, canvas } = await openBuilder(id);
    await firstParagraph(canvas).click();
    await page.keyboard.type('/head');
    await visible(page.getByRole('option', { name: 'Heading', exact: true }));
    await page.keyboard.press('Enter');
    await visible(canvas.locator('[data-type="core/heading"]'));
    expect(await canvas.getByText('/head').count()).toBe(0);
  });

  it('asks for an event first on an event template and refuses to go on without one', async () => {
    const id = await createTemplate('event');
    const page = await adminPage(browser, baseUrl, `/template-builder/${id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Template Design' });
    const rejections: string[] = [];
    page.on('pageerror', (error) => rejections.push(error.message));
    await visible(dialog);
    await visible(page.getByRole('heading', { name: 'Event Builder' }));
    expect(await page.getByRole('button', { name: 'Placeholders' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Edit Template' }).click();
    await visible(dialog.getByText('Please select an event'));
    // The refusal is the message beside the field, not an uncaught rejection as well (organiser walk).
    expect(rejections).toEqual([]);
    await page.mouse.move(0, 0); // judged at rest, not in the button's hover colour
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('takes the event from the dropdown, keeps it for the template, fills the screen and switches devices', async () => {
    const title = unique('Picker event');
    await createEvent(api, { title, start_date: '2030-05-01' });
    const id = await createTemplate('event');
    const page = await adminPage(browser, baseUrl, `/template-builder/${id}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    const dialog = page.getByRole('dialog', { name: 'Edit Template Design' });
    await chooseOption(page, dialog.getByRole('combobox'), `${title} (May 1, 2030)`);
    await dialog.getByRole('button', { name: 'Edit Template' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Event Builder' }));
    await visible(page.frameLocator('iframe[name="editor-canvas"]').locator('[contenteditable="true"]'));
    expect(await dialog.isVisible()).toBe(false);
    // The stage and the right panel reach the bottom of the window.
    for (const part of [page.getByRole('region', { name: 'Event Builder canvas' }), page.getByRole('complementary', { name: 'Block settings' })]) {
      // Polled: the panels take their height once the lazy editor's layout has settled.
      await expect.poll(async () => {
        const box = await part.boundingBox();
        return Math.round((box?.y ?? 0) + (box?.height ?? 0));
      }).toBe(900);
    }
    const frame = page.locator('.etn-builder-frame');
    await page.getByText('Mobile', { exact: true }).click();
    await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(375);
    await page.getByText('Tablet', { exact: true }).click();
    await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(768);
    if (shots) await page.screenshot({ path: `${shots}/template-builder-event.png` });

    // A side panel open leaves the stage narrower than a tablet: the frame is scaled to fit, as the
    // paper is, and the canvas inside still lays out 768 px wide.
    const canvasArea = page.getByRole('region', { name: 'Event Builder canvas' });
    await page.getByRole('button', { name: 'All Blocks' }).click();
    await page.getByRole('tab', { name: 'Inspector' }).click();
    await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBeLessThan(768);
    // Polled: the frame's scale follows the stage's width a frame after the panels open.
    await expect.poll(() => canvasArea.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    const canvasWidth = await page.frameLocator('iframe[name="editor-canvas"]').locator('body').evaluate(() => window.innerWidth);
    expect(canvasWidth).toBe(768);
    if (shots) await page.screenshot({ path: `${shots}/template-builder-event-tablet-panels.png` });
  });

  it('puts the caret in a block inserted from All Blocks, by click or by Enter, so typing goes into it', async () => {
    const { page, canvas } = await openBuilder(await createTemplate('certificate'));
    // The page's blocks (the blank page holds an empty paragraph), the appender left out.
    const blocks = canvas.locator('.wp-block-eventin-pro-template-container [data-block][data-type]');
    const paragraphs = canvas.locator('p[data-type="core/paragraph"]');
    const [before, paragraphsBefore] = [await blocks.count(), await paragraphs.count()];
    await page.getByRole('button', { name: 'All Blocks' }).click();

    // Typed into the new heading: not lost, and no space pressing the option again.
    await page.getByRole('option', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('a b');
    const heading = canvas.locator('[data-type="core/heading"]');
    await expect.poll(() => heading.count()).toBe(1);
    await expect.poll(() => heading.textContent()).toBe('a b');
    expect(await blocks.count()).toBe(before + 1);

    // By keyboard: the option focused and Enter pressed, the text goes into one new paragraph.
    await page.getByRole('option', { name: 'Paragraph', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('c d');
    await expect.poll(() => paragraphs.filter({ hasText: 'c d' }).count()).toBe(1);
    expect(await paragraphs.filter({ hasText: 'c d' }).textContent()).toBe('c d');
    expect(await paragraphs.count()).toBe(paragraphsBefore + 1);
    expect(await blocks.count()).toBe(before + 2);
    expect(await heading.textContent()).toBe('a b');
  });

  it('on a phone shows All Blocks on the screen when opened, with nothing to scroll sideways', async () => {
    const { page, canvas } = await openBuilder(await createTemplate('certificate', CERTIFICATE));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'All Blocks' }).click();
    const first = page.locator('.etn-builder-left').getByRole('option').first();
    await visible(first);
    await expect.poll(async () => {
      const box = await first.boundingBox();
      return (box?.y ?? Infinity) + (box?.height ?? 0);
    }).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/template-builder-phone-blocks.png` });
    // The sheet closes by its own button (the header's toggle may be scrolled away), then opens again.
    await page.getByRole('button', { name: 'Close All Blocks', exact: true }).click();
    await gone(page.locator('.etn-builder-left'));
    await page.getByRole('button', { name: 'All Blocks', exact: true }).click();
    await visible(first);

    // A block chosen there lands on the page with the caret in it, the panel out of the way.
    await page.getByRole('option', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('On a phone');
    await expect.poll(() => canvas.locator('[data-type="core/heading"]').textContent()).toBe('On a phone');
    const paper = page.locator('.etn-builder-frame');
    await expect.poll(async () => {
      const box = await paper.boundingBox();
      return (box?.y ?? Infinity) + (box?.height ?? 0);
    }).toBeLessThanOrEqual(844);
    // No empty stage under the paper: the block settings follow it directly.
    const [frameBox, settingsBox] = await Promise.all([paper.boundingBox(), page.getByRole('complementary', { name: 'Block settings' }).boundingBox()]);
    expect((settingsBox?.y ?? Infinity) - ((frameBox?.y ?? 0) + (frameBox?.height ?? 0))).toBeLessThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/template-builder-phone-inserted.png` });
  });

  it("says in the inspector where a logo block's image comes from (events have no logo field) and takes its address", async () => {
    const title = unique('Logo event');
    await createEvent(api, { title, start_date: '2030-05-02' });
    const id = await createTemplate('event', LOGO_PAGE);
    const page = await adminPage(browser, baseUrl, `/template-builder/${id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Template Design' });
    await chooseOption(page, dialog.getByRole('combobox'), `${title} (May 2, 2030)`);
    await dialog.getByRole('button', { name: 'Edit Template' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const logo = page.frameLocator('iframe[name="editor-canvas"]').locator('[data-type="eventin-pro/event-logo"]');
    await logo.click();
    await visible(page.getByText(/^Events have no logo field: this block shows the image whose address you give here/));
    await page.getByLabel('Image URL').fill('/static/favicon.svg');
    await visible(logo.locator('img[src="/static/favicon.svg"]'));
  });
});
