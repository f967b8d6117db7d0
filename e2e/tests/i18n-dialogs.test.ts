import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { englishLeft } from '../i18nCheck';
import { adminPage, apiSession, createEvent, gone, inDays, launchBrowser, reloadAfterFailure, unique, visible, type ApiSession } from '../support';

/**
 * Issue #12 §3 beyond the screens: the dialogs and panels of the taxonomy, user, access, template
 * and builder screens, opened by a German-speaking administrator, show no English catalogue text.
 * Each opens its dialog by its German name, so a button left in English fails too.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let page: Page;

/**
 * No English catalogue text left once the dialog has loaded (no spinner), polled: dialogs render
 * their parts a frame apart. (Not network idle: the builder's canvas keeps loading its frame.)
 * With `gutenberg`, none of Gutenberg's English texts that the builder's German changes either.
 */
async function expectGerman({ gutenberg = false } = {}): Promise<void> {
  await page.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({ state: 'detached' });
  await expect.poll(() => englishLeft(page, 'de', { gutenberg }), { timeout: 10_000 }).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiSession(baseUrl);
  const credentials = { email: `de-dialogs-${Date.now().toString(36)}@example.com`, password: 'e2e-user-password' };
  await api.call('POST', '/users', { ...credentials, display_name: 'E2E Dialoge', role: 'administrator', language: 'de' });
  page = await adminPage(browser, baseUrl, '/events', credentials);
});

afterAll(async () => {
  await browser?.close();
});

reloadAfterFailure(() => page);

describe('dialogs in German (issue #12 §3)', () => {
  it('the user form', async () => {
    await page.goto(`${baseUrl}/admin#/users/create`);
    await visible(page.getByRole('dialog', { name: 'Neuen Benutzer anlegen' }));
    await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await visible(page.getByText('Bitte geben Sie eine E-Mail-Adresse ein'));
    await expectGerman();
  });

  it('the access modal, with its validation', async () => {
    await page.goto(`${baseUrl}/admin#/access-control`);
    await page.getByRole('button', { name: 'Zugriffsrechte hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zugriffsrechte hinzufügen' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await visible(dialog.getByText('Bitte wählen Sie eine Rolle aus!', { exact: true }));
    await visible(dialog.getByText('Bitte wählen Sie mindestens eine Berechtigung aus!', { exact: true }));
    await expectGerman();
  });

  it("the event list's Get Script dialog (it was all English)", async () => {
    const event = await createEvent(api, { title: unique('Skriptabend'), start_date: inDays(20) });
    await page.goto(`${baseUrl}/admin#/events`);
    const search = page.getByRole('searchbox', { name: 'Veranstaltung nach Namen suchen' });
    await search.fill(event.title);
    await search.press('Enter');
    await page.getByRole('row').filter({ has: page.getByRole('link', { name: event.title, exact: true }) }).getByRole('button', { name: 'Weitere Aktionen' }).click();
    await page.getByRole('menuitem', { name: 'Skript abrufen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Skript abrufen' });
    await visible(dialog.getByText(`Fügen Sie dieses Skript in eine Seite Ihrer Website ein, um das Ticketformular von „${event.title}“ anzuzeigen.`, { exact: true }));
    await visible(dialog.getByLabel('Skript der Veranstaltung', { exact: true }));
    await expectGerman();
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await gone(dialog);
  });

  it('the category form, with its validation', async () => {
    await page.goto(`${baseUrl}/admin#/categories/create`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await visible(page.getByText('Bitte geben Sie einen Kategorienamen ein!', { exact: true }));
    await expectGerman();
  });

  it('the template chooser and the import dialog', async () => {
    await page.goto(`${baseUrl}/admin#/template-builder`);
    // A retry starts on a fresh document: a hash change alone would keep the last try's dialog open.
    await page.reload();
    await page.getByRole('button', { name: 'Vorlage auswählen' }).first().click();
    const chooser = page.getByRole('dialog', { name: 'Vorlage auswählen' });
    await visible(chooser.getByText('Eigene erstellen'));
    await expectGerman();
    await page.keyboard.press('Escape');
    await gone(chooser);
    await page.getByRole('button', { name: 'Vorlage importieren' }).click();
    const importing = page.getByRole('dialog', { name: 'Vorlage importieren' });
    // By keyboard: a click during the dialog's opening zoom could land beside the button (CI, under load).
    await importing.getByRole('button', { name: 'Importieren' }).press('Enter');
    await visible(importing.getByText('Fügen Sie Block-Markup ein oder wählen Sie eine Datei, die es enthält.'));
    await expectGerman();
  });

  it("the certificate builder's placeholders and body settings", async () => {
    const template = await api.call<{ id: number }>('POST', '/templates', { name: unique('Dialog certificate'), type: 'certificate' });
    await page.goto(`${baseUrl}/admin#/template-builder/${template.id}`);
    await visible(page.getByRole('heading', { name: 'Zertifikat-Editor' }));
    await page.getByRole('button', { name: 'Platzhalter' }).click();
    await visible(page.getByRole('button', { name: /\{\{attendee_name\}\} kopieren/ }));
    await page.getByRole('tab', { name: 'Seiteneinstellungen' }).click();
    await visible(page.getByText('Abstände und Ecken'));
    await expectGerman();
  });

  it("Gutenberg's own inserter, block toolbar, list view and inspector in the builder", async () => {
    // Gutenberg's texts come from its own catalogue (gutenberg-locales/de.json), not Lingui's.
    const content =
      '<!-- wp:eventin-pro/template-container -->\n<div class="wp-block-eventin-pro-template-container">' +
      '<!-- wp:paragraph -->\n<p>Verliehen an</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:eventin-pro/template-container -->';
    const template = await api.call<{ id: number }>('POST', '/templates', { name: unique('Gutenberg certificate'), type: 'certificate', content });
    await page.goto(`${baseUrl}/admin#/template-builder/${template.id}`);
    await page.getByRole('button', { name: 'Alle Blöcke' }).click();
    await visible(page.locator('.etn-builder-left').getByPlaceholder('Suchen'));
    await expectGerman({ gutenberg: true });

    await page.frameLocator('iframe[name="editor-canvas"]').getByText('Verliehen an').click();
    // By keyboard: the toolbar of a block at the top of the paper floats under the builder's header.
    await page.getByRole('toolbar', { name: 'Block-Werkzeuge' }).getByRole('button', { name: 'Optionen' }).press('Enter');
    await visible(page.getByRole('menuitem', { name: 'Duplizieren' }));
    await expectGerman({ gutenberg: true });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Dokumentübersicht' }).click();
    await visible(page.getByRole('treegrid', { name: 'Struktur der Block-Navigation' }));
    const inspector = page.getByRole('complementary', { name: 'Blockeinstellungen' });
    await inspector.getByRole('button', { name: 'Erweitert' }).click();
    await visible(inspector.getByLabel('Zusätzliche CSS-Klasse(n)'));
    await expectGerman({ gutenberg: true });
    await inspector.getByRole('tab', { name: 'Stile' }).click();
    await inspector.getByRole('button', { name: 'Typografie-Optionen' }).click();
    await visible(page.getByRole('menuitem', { name: 'Alle zurücksetzen' }));
    await expectGerman({ gutenberg: true });
  });
});
