import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromiumArgs.js';

/** Pages kept open for PDFs: PDFs of more requests than this wait for a free page. */
export const DEFAULT_POOL_SIZE = 2;

/** Chromium is not installed at the configured path, or failed to start. */
export class ChromiumUnavailable extends Error {
  override name = 'ChromiumUnavailable';
}

/**
 * One headless Chromium (playwright-core, no browser download) started on first use and kept open,
 * with a small pool of pages reused across PDFs. A browser that crashes is started again on the next
 * use. {@link close} ends it (the server's onClose).
 */
export class ChromiumPool {
  private browser: Promise<Browser> | null = null;
  private readonly idle: Page[] = [];
  private open = 0;
  private readonly waiting: { resolve: (page: Page) => void; reject: (error: unknown) => void }[] = [];
  private closed = false;

  constructor(
    /** CHROMIUM_PATH, or /usr/bin/chromium. */
    readonly executablePath: string,
    private readonly size = DEFAULT_POOL_SIZE,
  ) {}

  /** Whether a Chromium executable is present at the configured path (no browser is started). */
  available(): boolean {
    try {
      fs.accessSync(this.executablePath, fs.constants.X_OK);
      return fs.statSync(this.executablePath).isFile();
    } catch {
      return false;
    }
  }

  /**
   * Runs `work` on a pooled page (its state from earlier work is whatever `work` left: callers
   * navigate first). @throws ChromiumUnavailable when there is no Chromium or it cannot start
   */
  async withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const page = await this.acquire();
    let healthy = true;
    try {
      return await work(page);
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      this.release(page, healthy);
    }
  }

  /** Closes the browser and its pages; later uses start nothing. */
  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    this.idle.length = 0;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new ChromiumUnavailable('The PDF browser is closed.'));
    if (browser) await browser.then((b) => b.close()).catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    if (this.closed) return Promise.reject(new ChromiumUnavailable('The PDF browser is closed.'));
    if (!this.available()) return Promise.reject(new ChromiumUnavailable(`No Chromium at ${this.executablePath}.`));
    if (!this.browser) {
      const started = chromium.launch({ executablePath: this.executablePath, args: CHROMIUM_ARGS, headless: true }).then((browser) => {
        browser.on('disconnected', () => {
          if (this.browser === started) this.reset();
        });
        return browser;
      });
      started.catch(() => {
        if (this.browser === started) this.reset();
      });
      this.browser = started;
    }
    return this.browser.catch((error: unknown) => {
      throw new ChromiumUnavailable(`Chromium at ${this.executablePath} did not start: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  private reset(): void {
    this.browser = null;
    this.idle.length = 0;
    this.open = 0;
  }

  private async acquire(): Promise<Page> {
    const browser = await this.launch();
    const page = this.idle.pop();
    if (page && !page.isClosed()) return page;
    if (this.open < this.size) {
      this.open++;
      try {
        // Printing needs no script: a template's HTML never runs any in the server's browser.
        return await browser.newPage({ javaScriptEnabled: false });
      } catch (error) {
        this.open--;
        throw error;
      }
    }
    return new Promise<Page>((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(page: Page, healthy: boolean): void {
    if (!healthy || page.isClosed() || this.closed) {
      // A page that failed mid-work may hold a hung navigation: close it and make room for a new one.
      this.open = Math.max(0, this.open - 1);
      void page.close().catch(() => undefined);
      const next = this.waiting.shift();
      if (next) this.acquire().then(next.resolve, next.reject);
      return;
    }
    const next = this.waiting.shift();
    if (next) next.resolve(page);
    else this.idle.push(page);
  }
}
