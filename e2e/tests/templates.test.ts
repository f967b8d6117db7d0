import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../axe';
import { settled } from '../screens';
import { adminPage, createEvent, gone, inDays, unique, useAdminBrowser, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

/** Where screenshots go when SCREENSHOT_DIR is set (to look at the layouts); none otherwise. */
const shots = process.env.SCREENSHOT_DIR;
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type TemplateType = 'event' | 'certificate' | 'ticket';
interface TemplateRow {
  id: number;
  name: string;
  type: TemplateType;
  status: 'draft' | 'publish';
}

/** Creates a template through the API (a blank one of `type`) and returns it. */
async function createTemplate(name: string, type: TemplateType, status: 'draft' | 'publish' = 'draft'): Promise<TemplateRow> {
  const { id } = await api.call<{ id: number }>('POST', '/templates', { name, type, status });
  return { id, name, type, status };
}

/** The site's templates whose name contains `text`. */
const templatesNamed = (text: string) => api.call<{ items: TemplateRow[]; total_items: number }>('GET', `/templates?per_page=100&search=${encodeURIComponent(text)}`);

/** The template cards' title links of the list, in order. */
const cardNames = (page: Page) => page.getByRole('list', { name: 'Templates' }).getByRole('heading').allTextContents();

/** Opens the template list on a tab (`type`), waiting for its cards or empty state. */
async function templateList(type: TemplateType = 'event', search = ''): Promise<Page> {
  const query = new URLSearchParams({ ...(type === 'event' ? {} : { type }), ...(search ? { search } : {}) }).toString();
  const page = await adminPage(browser, baseUrl, `/template-builder${query ? `?${query}` : ''}`);
  await visible(page.getByRole('heading', { name: 'Templates', level: 1 }));
  await settled(page);
  return page;
}

/** Opens 'Choose a template' on the list and its tab `label`, waiting for the library's designs. */
async function openChooser(page: Page, label: string) {
  await page.getByRole('button', { name: 'Choose a template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choose a template' });
  await dialog.getByRole('tab', { name: label }).click();
  await visible(dialog.getByRole('button', { name: /^Use this template: / }));
  return dialog;
}

useAdminBrowser(baseUrl, (shared) => ({ browser, api } = shared));

describe('the template list and chooser (issue #10 §3)', () => {
  it('uses a library certificate: the copy opens in the builder and shows in the list as a draft', async () => {
    const page = await templateList('certificate');
    const dialog = await openChooser(page, 'Event Certificate');
    await visible(dialog.getByRole('button', { name: 'Create your own' }));
    const useButton = dialog.getByRole('button', { name: /^Use this template: / }).first();
    const design = (await useButton.getAttribute('aria-label'))!.replace('Use this template: ', '');
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/templates' && r.request().method() === 'POST');
    await useButton.click();
    const { id } = (await (await created).json()) as { id: number };
    await page.waitForURL(`**/admin#/template-builder/${id}`);

    const list = await templateList('certificate', design);
    const card = list.getByRole('listitem').filter({ has: list.getByRole('link', { name: design, exact: true }) });
    await visible(card.first());
    await visible(card.first().getByText('Draft', { exact: true }));
    expect(await list.getByRole('link', { name: `Edit ${design}` }).first().getAttribute('href')).toMatch(/#\/template-builder\/\d+$/);
  });

  it('clones a template, then deletes the copy after confirming', async () => {
    const name = unique('Clone me');
    await createTemplate(name, 'ticket');
    const page = await templateList('ticket', name);
    await expect.poll(() => cardNames(page)).toEqual([name]);

    await page.getByRole('button', { name: `Clone ${name}` }).click();
    await visible(page.getByText('Successfully cloned the template!'));
    await expect.poll(async () => (await cardNames(page)).length).toBe(2);
    const copy = (await cardNames(page)).find((text) => text !== name)!;
    expect(copy).toContain(name);

    await page.getByRole('button', { name: `Delete ${copy}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this template?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await gone(confirm);
    expect(await cardNames(page)).toHaveLength(2);
    await page.getByRole('button', { name: `Delete ${copy}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Successfully deleted the template!'));
    await expect.poll(() => cardNames(page)).toEqual([name]);
    expect((await templatesNamed(name)).total_items).toBe(1);
  });

  it('searches by name (kept in the URL) and says when nothing matches', async () => {
    const prefix = unique('Searchable');
    await createTemplate(`${prefix} gold`, 'event');
    await createTemplate(`${prefix} silver`, 'event');
    const page = await templateList('event');
    const box = page.getByRole('searchbox', { name: 'Search templates by name' });
    await box.fill(`${prefix} gold`);
    await expect.poll(() => cardNames(page)).toEqual([`${prefix} gold`]);
    expect(page.url()).toContain(`search=${encodeURIComponent(`${prefix} gold`).replaceAll('%20', '+')}`);
    await box.fill(`${prefix} bronze`);
    await visible(page.getByText(`No templates match “${prefix} bronze”`));
    await box.fill(prefix);
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual([`${prefix} gold`, `${prefix} silver`]);
  });

  it("previews a library design: a spinner, then the frame at Desktop 100%, Tablet 768px and Mobile 375px", async () => {
    const page = await templateList('event');
    const dialog = await openChooser(page, 'Event Landing');
    await dialog.getByRole('button', { name: /^Preview now: / }).first().click();
    const preview = page.getByRole('dialog', { name: /^Preview: / });
    await visible(preview.getByText('Loading preview…'));
    const frame = preview.locator('iframe');
    await visible(frame);
    expect(await frame.getAttribute('src')).toMatch(/template_id=/);
    // The page inside the frame is laid out at its inner width (the frame's border aside).
    const width = () => frame.evaluate((element) => element.clientWidth);
    expect(await width()).toBeGreaterThan(900);
    await preview.getByText('Tablet 768px').click();
    await expect.poll(width).toBe(768);
    await preview.getByText('Mobile 375px').click();
    await expect.poll(width).toBe(375);
    // Tab after the frame's last control stays in the dialog, on its Close button (it left for the page underneath).
    const controls = frame.contentFrame().locator('a[href], button, input, select, textarea');
    expect(await controls.count()).toBeGreaterThan(0);
    await controls.last().focus();
    await page.keyboard.press('Tab');
    const close = preview.getByRole('button', { name: 'Close', exact: true }).last();
    await expect.poll(() => close.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await gone(preview);
  });

  it('shows the reason when the template library cannot be reached, never a broken modal', async () => {
    const page = await templateList('event');
    await page.route('**/template-library**', (route) => route.abort());
    await page.getByRole('button', { name: 'Choose a template' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Choose a template' });
    await dialog.getByRole('tab', { name: 'Event tickets' }).click();
    await visible(dialog.getByRole('alert').filter({ hasText: 'could not be reached' }));
    await visible(dialog.getByRole('button', { name: 'Create your own' }));
    await visible(dialog.getByRole('button', { name: 'Retry' }));
  });

  it('imports pasted block markup as a draft, keeping a block this product does not know', async () => {
    const name = unique('Imported');
    const markup = '<!-- wp:eventin-pro/template-container -->\n<!-- wp:paragraph -->\n<p>Hello {{attendee_name}}</p>\n<!-- /wp:paragraph -->\n<!-- wp:acme/confetti {"count":3} /-->\n<!-- /wp:eventin-pro/template-container -->';
    const page = await templateList('ticket');
    await page.getByRole('button', { name: 'Import template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import template' });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await visible(dialog.getByText('Paste block markup or choose a file that holds it.'));
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Block markup').fill(markup);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.waitForURL(/#\/template-builder\/\d+$/);
    const [imported] = (await templatesNamed(name)).items;
    expect(imported).toMatchObject({ name, type: 'ticket', status: 'draft' });
    const stored = await api.call<{ content: string }>('GET', `/templates/${imported!.id}`);
    expect(stored.content).toContain('wp:acme/confetti');
    expect(stored.content).toContain('Hello {{attendee_name}}');
  });

  for (const viewport of [LAPTOP, PHONE]) {
    it(`axe finds no serious or critical violation on the list, the chooser and the preview at ${viewport.width} px`, { timeout: 150_000 }, async () => {
      await createTemplate(unique('Axe sample'), 'event', 'publish');
      /** How far each step opens: the list, then the chooser on it, then a design's preview. */
      const steps = {
        list: async () => {},
        chooser: async (page: Page) => void (await openChooser(page, 'Event Landing')),
        preview: async (page: Page) => {
          const dialog = await openChooser(page, 'Event Landing');
          await dialog.getByRole('button', { name: /^Preview now: / }).first().click();
          await visible(page.getByRole('dialog', { name: /^Preview: / }).locator('iframe'));
        },
      };
      const found: Record<string, unknown> = {};
      for (const [step, open] of Object.entries(steps)) {
        // A fresh page per step: axe's helper stops animations, which would leave later modals unopened.
        const page = await templateList('event');
        await page.setViewportSize(viewport);
        await open(page);
        if (shots) await page.screenshot({ path: `${shots}/templates-${viewport.width}-${step}.png` });
        if (step === 'list') {
          expect(await page.title()).toBe('Templates ‹ Eventory');
          expect(await page.locator('h1').count()).toBe(1);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        }
        const violations = await seriousViolations(page);
        if (violations.length) found[step] = violations;
        await page.context().close();
      }
      expect(found).toEqual({});
    });
  }
});

describe("the event editor's Templates section (issue #10 §3)", () => {
  it('assigns published landing, ticket and certificate templates to an event', async () => {
    const landing = await createTemplate(unique('Landing'), 'event', 'publish');
    const ticket = await createTemplate(unique('Ticket'), 'ticket', 'publish');
    const certificate = await createTemplate(unique('Certificate'), 'certificate', 'publish');
    const draft = await createTemplate(unique('Draft certificate'), 'certificate');
    const event = await createEvent(api, { title: unique('Templated'), start_date: inDays(30) });

    const page = await adminPage(browser, baseUrl, `/events/create/${event.id}/templates`);
    await visible(page.getByRole('heading', { name: 'Templates', level: 2 }));
    const select = (label: string) => page.getByRole('combobox', { name: label });
    await select('Certificate template').click();
    await select('Certificate template').fill(draft.name);
    await visible(page.getByText(`No published templates match "${draft.name}"`));
    await select('Certificate template').press('Escape');

    for (const [label, template] of [
      ['Landing page template', landing],
      ['Ticket template', ticket],
      ['Certificate template', certificate],
    ] as const) {
      await select(label).click();
      await select(label).fill(template.name);
      await page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: template.name }).click();
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => api.call<{ landing_template: number | null; ticket_template: number | null; certificate_template: number | null }>('GET', `/events/${event.id}`))
      .toMatchObject({ landing_template: landing.id, ticket_template: ticket.id, certificate_template: certificate.id });

    const again = await adminPage(browser, baseUrl, `/events/create/${event.id}/templates`);
    await visible(again.getByText(certificate.name, { exact: true }));
    expect(await again.title()).toBe('Edit event ‹ Eventory');
    expect(await seriousViolations(again)).toEqual([]);
    if (shots) await again.screenshot({ path: `${shots}/templates-event-section.png`, fullPage: true });
  });
});

describe('Settings: site-wide default templates and third-party builder support (issue #10 §1, §3)', () => {
  it('saves a default certificate template and the builder flag', async () => {
    const certificate = await createTemplate(unique('Default certificate'), 'certificate', 'publish');
    const page = await adminPage(browser, baseUrl, '/settings');
    const select = page.getByRole('combobox', { name: 'Default certificate template' });
    await select.click();
    await select.fill(certificate.name);
    await page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: certificate.name }).click();
    await page.getByRole('switch', { name: 'Third-party page builder support' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Settings saved'));
    expect(await api.call('GET', '/settings')).toMatchObject({ default_certificate_template: certificate.id, third_party_builder: 'on' });

    await page.getByRole('switch', { name: 'Third-party page builder support' }).click();
    await page.getByRole('combobox', { name: 'Default certificate template' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').hover();
    await page.locator('.ant-select-clear').filter({ visible: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => api.call('GET', '/settings')).toMatchObject({ default_certificate_template: null, third_party_builder: 'off' });
  });
});
