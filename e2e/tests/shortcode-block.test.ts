import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPage, apiSession, chooseOption, createEvent, createUser, freshPage, launchBrowser, unique, visible, type ApiSession } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

/** A landing template holding one empty Shortcode block in its root container. */
const LANDING =
  '<!-- wp:eventin-pro/template-container -->\n<div class="wp-block-eventin-pro-template-container">' +
  '<!-- wp:eventin-pro/event-title /-->' +
  '<!-- wp:eventin-pro/shortcode /--></div>\n<!-- /wp:eventin-pro/template-container -->';

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiSession(baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

describe('the Shortcode block of the landing-page builder (issue #11 §4)', () => {
  it('takes a pasted shortcode in the builder and shows its widget with real data on the event page', async () => {
    const target = await createEvent(api, { title: unique('Lighthouse open day'), start_date: '2030-06-12' });
    const host = await createEvent(api, { title: unique('Widget host'), start_date: '2030-05-01' });
    const { id } = await api.call<{ id: number }>('POST', '/templates', { name: unique('Shortcode landing'), type: 'event', status: 'publish', content: LANDING });

    const page = await adminPage(browser, baseUrl, `/template-builder/${id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Template Design' });
    await chooseOption(page, dialog.getByRole('combobox'), `${host.title} (May 1, 2030)`);
    await dialog.getByRole('button', { name: 'Edit Template' }).click();
    const canvas = page.frameLocator('iframe[name="editor-canvas"]');
    const field = canvas.getByRole('textbox', { name: 'Shortcode' });
    await visible(field);
    await visible(canvas.getByText('Generate a shortcode on the Shortcodes page and paste it here.', { exact: false }));
    await field.fill(`[etn_pro_add_calendar id="${target.id}"]`);
    await page.getByRole('button', { name: 'Save & Publish', exact: true }).click();
    await visible(page.getByText('Template updated successfully'));
    const stored = await api.call<{ content: string; status: string }>('GET', `/templates/${id}`);
    expect(stored.status).toBe('publish');
    expect(stored.content).toMatch(/<!-- wp:eventin-pro\/shortcode \{"shortcode":"\[etn_pro_add_calendar id=/);

    const { link } = await api.call<{ link: string }>('PUT', `/events/${host.id}`, { landing_template: id });
    const visitor = await freshPage(browser);
    await visitor.goto(link);
    await visible(visitor.getByRole('heading', { name: host.title }));
    const widget = visitor.getByRole('region', { name: `Add ${target.title} to your calendar` });
    await visible(widget);
    await visible(widget.getByRole('link', { name: 'Download .ics' }));
    expect(await widget.getByRole('link', { name: 'Download .ics' }).getAttribute('href')).toContain(`/calendar/event/${target.id}.ics`);
    await visitor.context().close();
  });

  it('a role with only Templates designs a landing template with a real event, and is not offered Create Event', async () => {
    // The picker read the events list's capability: 'Could not load the events: Your role has none of the permissions …'.
    const key = `landing_${unique('r').split(' ')[1]}`.toLowerCase();
    await api.call('POST', '/permissions/roles', { key, name: 'Landing designer' });
    await api.call('POST', `/permissions/${key}`, { permissions: ['etn_manage_template'] });
    const designer = await createUser(api, key);
    const host = await createEvent(api, { title: unique('Designer host'), start_date: '2030-05-02' });
    const { id } = await api.call<{ id: number }>('POST', '/templates', { name: unique('Designer landing'), type: 'event', content: LANDING });

    const page = await adminPage(browser, baseUrl, `/template-builder/${id}`, designer);
    const dialog = page.getByRole('dialog', { name: 'Edit Template Design' });
    await visible(dialog);
    expect(await dialog.getByRole('button', { name: 'Create Event' }).count()).toBe(0);
    await chooseOption(page, dialog.getByRole('combobox'), `${host.title} (May 2, 2030)`, { search: host.title });
    await dialog.getByRole('button', { name: 'Edit Template' }).click();
    await visible(page.frameLocator('iframe[name="editor-canvas"]').getByRole('textbox', { name: 'Shortcode' }));
    await page.context().close();
  });
});
