import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { englishLeft } from '../i18nCheck';
import { adminPage, apiSession, chooseOption, createEvent, gone, inDays, launchBrowser, unique, visible, type ApiSession } from '../support';

/**
 * Issue #12 §2, the server's own messages as a German-speaking administrator reads them: an
 * import's notes about the rows it skipped, a refused file, and why a password is too easy.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;
let credentials: { email: string; password: string };

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiSession(baseUrl);
  credentials = { email: `de-messages-${Date.now().toString(36)}@example.com`, password: 'e2e-user-password' };
  await api.call('POST', '/users', { ...credentials, display_name: 'E2E Meldungen', role: 'administrator', language: 'de' });
  // At least one event, so the events screen is the list (an empty site shows /events/empty).
  await createEvent(api, { title: unique('Import check'), start_date: inDays(40) });
});

afterAll(async () => {
  await browser?.close();
});

/** Opens the list's Import dialog by its German name and chooses a file through the file chooser. */
async function importFile(page: Page, name: string, content: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Importieren', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Veranstaltungen importieren' });
  await visible(dialog);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText('Klicken Sie hier, drücken Sie die Eingabetaste oder ziehen Sie eine iCalendar-Datei (.ics) hierher').click();
  await (await chooser).setFiles({ name, mimeType: 'text/calendar', buffer: Buffer.from(content, 'utf8') });
  return dialog;
}

/** A calendar of one event to import and one cancelled event the importer skips. */
function calendar(title: string, date: string): string {
  const day = date.replaceAll('-', '');
  const uid = title.replaceAll(' ', '-');
  const vevent = (kind: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${kind}-${uid}@e2e.test`, 'DTSTAMP:20260101T000000Z', `DTSTART;TZID=Europe/Berlin:${day}T190000`, ...lines, 'END:VEVENT'];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eventory e2e//messages//DE',
    ...vevent('kept', `SUMMARY:${title} bleibt`),
    ...vevent('dropped', `SUMMARY:${title} fällt aus`, 'STATUS:CANCELLED'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

describe('server messages in German (issue #12 §2)', () => {
  it('an import with a skipped row: the summary and its note in German, then a refused file', async () => {
    const title = unique('Importiert');
    const page = await adminPage(browser, baseUrl, '/events', credentials);
    const dialog = await importFile(page, 'kalender.ics', calendar(title, inDays(50)));
    await visible(dialog.getByText('Import abgeschlossen', { exact: true }));
    await visible(dialog.getByText('Angelegt: 1 Veranstaltung, 0 Termine; aktualisiert: 0; übersprungen: 1', { exact: true }));
    await visible(dialog.getByText('1 Warnung', { exact: true }));
    await visible(dialog.getByText(`„${title} fällt aus“ ist abgesagt (STATUS:CANCELLED) und wurde nicht importiert.`, { exact: true }));
    await expect.poll(() => englishLeft(page), { timeout: 10_000 }).toEqual([]);
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await gone(dialog);

    const refused = await importFile(page, 'notizen.ics', 'keine Termine\r\nnur Notizen\r\n');
    await visible(refused.getByText('Die Datei konnte nicht importiert werden', { exact: true }));
    await visible(refused.getByText('Diese Datei ist keine gültige iCalendar-Datei: sie beginnt nicht mit BEGIN:VCALENDAR. Es wurde nichts importiert.', { exact: true }));
    await expect.poll(() => englishLeft(page), { timeout: 10_000 }).toEqual([]);
    await page.context().close();
  });

  it('a guessable password: the reason beside the Password field in German', async () => {
    const page = await adminPage(browser, baseUrl, '/users/create', credentials);
    const dialog = page.getByRole('dialog', { name: 'Neuen Benutzer anlegen' });
    await visible(dialog);
    await dialog.getByLabel('E-Mail').fill(`${unique('schwach').split(' ')[1]}@example.com`);
    await dialog.getByLabel('Name').fill('Schwaches Passwort');
    await dialog.getByLabel('Passwort').fill('password');
    await chooseOption(page, dialog.getByLabel('Rolle'), 'Autor');
    await dialog.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await visible(dialog.getByText('Dieses Passwort ist zu leicht zu erraten. Dieses Passwort gehört zu den meistverwendeten.', { exact: false }));
    await expect.poll(() => englishLeft(page), { timeout: 10_000 }).toEqual([]);
    await page.context().close();
  });
});
