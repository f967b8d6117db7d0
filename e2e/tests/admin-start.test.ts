import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPage, UI_TIMEOUT, useAdminBrowser, visible } from '../support';

const baseUrl = inject('baseUrl');
let browser: Browser;

useAdminBrowser(baseUrl, (shared) => ({ browser } = shared));

describe('the admin while it starts', () => {
  it('keeps a screen opened just as the first screen renders, instead of sending the user back to Events', async () => {
    const first = await adminPage(browser, baseUrl);
    const session = await first.context().storageState();
    await first.context().close();

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState: session });
    context.setDefaultTimeout(UI_TIMEOUT);
    // The moment the admin first draws its main area for `/admin` (no route yet, so it is about to go
    // to Events), the address changes to Speakers, as a click on a link or a typed route would: the
    // redirect to Events must give way to it (it used to overwrite it, which also hung browser tests).
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main.eventory-main')) return;
        observer.disconnect();
        window.location.hash = '#/speakers';
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`);
    await visible(page.getByRole('heading', { name: 'Speakers', exact: true }));
    expect(new URL(page.url()).hash).toBe('#/speakers');
    await context.close();
  });
});
