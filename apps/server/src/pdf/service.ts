import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ChromiumPool, ChromiumUnavailable } from './browser.js';
import { PdfCache } from './cache.js';
import { printableDocument } from './printable.js';

/** Longest wait for the page to load in Chromium, ms. */
const LOAD_TIMEOUT_MS = 15_000;

/** What {@link PdfService.pdfOf} answers. */
export type PdfResult =
  /** The PDF, and whether it came from the cache. */
  | { kind: 'pdf'; pdf: Buffer; cached: boolean }
  /** The HTML page did not answer 200 (unknown ticket, no certificate…): its own answer, passed on. */
  | { kind: 'page'; status: number; html: string }
  /** No Chromium here (or it failed to start): the print view is the way to a PDF. */
  | { kind: 'unavailable'; reason: string };

/**
 * PDFs of this server's own HTML pages (issue #10 §5): Chromium prints the very HTML the page
 * answers, at the page's CSS `@page` size; its images load over loopback from this server.
 *
 * The page is first rendered in-process (no session, as Chromium sees it): its status decides
 * (a page that is not 200 is answered as is, so the PDF follows the page's access rules) and a hash
 * of its HTML is the cache key. A changed template, attendee, booking, event or setting changes the
 * HTML and so makes a new PDF; the same HTML is served from the cache without Chromium.
 */
export class PdfService {
  readonly cache: PdfCache;
  /** PDFs being printed, by cache key: a second request for the same page waits for the first print. */
  private readonly printing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly app: FastifyInstance,
    readonly browser: ChromiumPool,
    cache = new PdfCache(),
  ) {
    this.cache = cache;
  }

  /** Whether PDFs can be made here (a Chromium executable is present). */
  available(): boolean {
    return this.browser.available();
  }

  /**
   * The PDF of the page at `path` (e.g. `/ticket/abc`). Never throws for a missing Chromium: see
   * {@link PdfResult}. @throws when Chromium fails to load or print a page it started with
   */
  async pdfOf(path: string): Promise<PdfResult> {
    const page = await this.app.inject({ method: 'GET', url: path });
    if (page.statusCode !== 200) return { kind: 'page', status: page.statusCode, html: page.body };
    const key = `${path}\n${createHash('sha256').update(page.body).digest('base64url')}`;
    const hit = this.cache.get(key);
    if (hit) return { kind: 'pdf', pdf: hit, cached: true };
    const origin = this.loopbackOrigin();
    if (!origin) return { kind: 'unavailable', reason: 'The server is not listening on a TCP port Chromium could load the page from.' };
    let printing = this.printing.get(key);
    if (!printing) {
      printing = this.print(page.body, origin).finally(() => this.printing.delete(key));
      this.printing.set(key, printing);
    }
    try {
      const pdf = await printing;
      this.cache.set(key, pdf);
      return { kind: 'pdf', pdf, cached: false };
    } catch (error) {
      if (error instanceof ChromiumUnavailable) return { kind: 'unavailable', reason: error.message };
      throw error;
    }
  }

  /**
   * Prints a page's HTML (already rendered for the status and the cache key) in a pooled page:
   * set as the page's content rather than loaded again from this server, its stylesheets inlined
   * (see {@link printableDocument}); backgrounds kept, paper from the page's CSS `@page`.
   */
  private print(html: string, origin: string): Promise<Buffer> {
    const document = printableDocument(html, origin);
    return this.browser.withPage(async (page) => {
      await page.setContent(document.html, { waitUntil: document.waitUntil, timeout: LOAD_TIMEOUT_MS });
      return page.pdf({ preferCSSPageSize: true, printBackground: true });
    });
  }

  /** `http://127.0.0.1:<port>` (or [::1]) of this server's listening socket, or null before it listens. */
  private loopbackOrigin(): string | null {
    const address = this.app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return null;
    const ipv6 = address.family === 'IPv6' && address.address !== '::ffff:127.0.0.1';
    const host = ipv6 ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    return `http://${host}:${address.port}`;
  }

  /** Ends the browser (the server's onClose). */
  close(): Promise<void> {
    return this.browser.close();
  }
}
