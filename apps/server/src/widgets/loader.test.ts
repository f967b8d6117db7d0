import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EMBED_SIZE_MESSAGE, MAX_EMBED_HEIGHT_PX, loaderScript } from './loader.js';

const SITE = 'https://events.example.org';

/** Runs a loader registered for `origin` on the host page `page` (default: that origin) with a minimal DOM; answers its iframe and a way to post it a height. */
function runLoader(origin: string, { page = origin, warn = () => {} }: { page?: string; warn?: (message: string) => void } = {}) {
  const frame = { src: '', title: '', style: { cssText: '', height: '' }, contentWindow: {}, setAttribute() {} };
  let onMessage: (event: unknown) => void = () => {};
  const url = new URL(page);
  const script = loaderScript({ id: 7, title: 'Schedules', siteOrigin: SITE, allowed: { origins: [origin], hosts: [] }, exists: true });
  runInNewContext(script, {
    document: { currentScript: { nextSibling: null, parentNode: { insertBefore() {} } }, createElement: () => frame },
    // Chromium's origin of a file:// page reads 'file://'.
    window: { location: { origin: url.origin === 'null' ? `${url.protocol}//` : url.origin, protocol: url.protocol, hostname: url.hostname }, addEventListener: (_: string, listener: (event: unknown) => void) => (onMessage = listener) },
    console: { warn },
  });
  const post = (height: number, from = SITE) => onMessage({ origin: from, source: frame.contentWindow, data: { type: EMBED_SIZE_MESSAGE, id: '7', height } });
  return { frame, post };
}

describe('the Get Script loader', () => {
  it("sizes its iframe to the embed's height, a long programme's too", () => {
    const { frame, post } = runLoader('https://partner.example.com');
    expect(frame.src).toBe(`${SITE}/embed/7`);
    post(812.4);
    expect(frame.style.height).toBe('813px');
    post(141_340);
    expect(frame.style.height).toBe('141340px');
  });

  it('ignores heights from elsewhere and heights no page means', () => {
    const { frame, post } = runLoader('https://partner.example.com');
    post(500);
    post(900, 'https://evil.example');
    post(MAX_EMBED_HEIGHT_PX + 1);
    post(-5);
    expect(frame.style.height).toBe('500px');
  });

  it('frames nothing on a page that is not registered, or not a web page, and says what to do', () => {
    const warnings: string[] = [];
    const elsewhere = runLoader('https://partner.example.com', { page: 'https://other.example.net/events.html', warn: (m) => warnings.push(m) });
    expect(elsewhere.frame.src).toBe('');
    // A file opened from disk: Settings cannot register file://, so the advice is to put the page on a site.
    const file = runLoader('https://partner.example.com', { page: 'file:///home/ada/events.html', warn: (m) => warnings.push(m) });
    expect(file.frame.src).toBe('');
    expect(warnings).toEqual([
      `Eventory: this page (https://other.example.net) is not a registered domain, so widget 7 is not shown. Add https://other.example.net to the registered domains in Settings of ${SITE}.`,
      `Eventory: widget 7 shows only on pages of a website (http or https), not on this file: page. Put the page on your site and add the site to the registered domains in Settings of ${SITE}.`,
    ]);
  });
});
