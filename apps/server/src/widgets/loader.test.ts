import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EMBED_SIZE_MESSAGE, MAX_EMBED_HEIGHT_PX, loaderScript } from './loader.js';

const SITE = 'https://events.example.org';

/** Runs a loader on a host page of `origin` with a minimal DOM; answers its iframe and a way to post it a height. */
function runLoader(origin: string) {
  const frame = { src: '', title: '', style: { cssText: '', height: '' }, contentWindow: {}, setAttribute() {} };
  let onMessage: (event: unknown) => void = () => {};
  const script = loaderScript({ id: 7, title: 'Schedules', siteOrigin: SITE, allowed: { origins: [origin], hosts: [] }, exists: true });
  runInNewContext(script, {
    document: { currentScript: { nextSibling: null, parentNode: { insertBefore() {} } }, createElement: () => frame },
    window: { location: { origin, hostname: new URL(origin).hostname }, addEventListener: (_: string, listener: (event: unknown) => void) => (onMessage = listener) },
    console,
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
});
