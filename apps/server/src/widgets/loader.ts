import type { EmbedOrigins } from '../modules/shortcodes/service.js';

/** The postMessage type the embed page sends its height with. */
export const EMBED_SIZE_MESSAGE = 'eventory:embed-size';

/**
 * The tallest height a loader gives its iframe, px: about the most a browser lays out (Chromium
 * clamps boxes at 2^25 px). A long programme (FOSDEM's day with descriptions: 141,340 px) fits;
 * anything above is not a height a page meant.
 */
export const MAX_EMBED_HEIGHT_PX = 33_554_428;

/** Values a loader is written for. */
export interface LoaderOptions {
  id: number;
  /** The iframe's accessible title (the widget's name, the script's post_name). */
  title: string;
  /** The site's origin the iframe loads from (`SITE_URL`). */
  siteOrigin: string;
  allowed: EmbedOrigins;
  /** False when the script was deleted (or never existed). */
  exists: boolean;
}

/**
 * The Get Script loader (issue #11 §4): a tiny script, loaded `async`, that puts an iframe to
 * `/embed/<id>` right after its own script tag (no document.write), `allow="payment"`, and sizes
 * it to the heights the embed page posts (accepted only from the site's origin and that iframe).
 * On a page whose origin is not registered, or that is no web page (a file opened from disk, whose
 * origin Settings cannot register), it frames nothing and logs one console message saying what to
 * do; the browser would refuse the frame anyway (`frame-ancestors`).
 */
export function loaderScript({ id, title, siteOrigin, allowed, exists }: LoaderOptions): string {
  const config = JSON.stringify({ id: String(id), title, site: siteOrigin, origins: allowed.origins, hosts: allowed.hosts, exists, type: EMBED_SIZE_MESSAGE }).replace(/</g, '\\u003c');
  return `(function () {
  var c = ${config};
  var me = document.currentScript;
  var here = window.location;
  if (!c.exists) { console.warn('Eventory: the widget script ' + c.id + ' no longer exists; generate a new script tag on the Shortcodes page.'); return; }
  if (here.protocol !== 'http:' && here.protocol !== 'https:') {
    console.warn('Eventory: widget ' + c.id + ' shows only on pages of a website (http or https), not on this ' + here.protocol + ' page. Put the page on your site and add the site to the registered domains in Settings of ' + c.site + '.');
    return;
  }
  if (c.origins.indexOf(here.origin) < 0 && c.hosts.indexOf(here.hostname) < 0) {
    console.warn('Eventory: this page (' + here.origin + ') is not a registered domain, so widget ' + c.id + ' is not shown. Add ' + here.origin + ' to the registered domains in Settings of ' + c.site + '.');
    return;
  }
  if (!me || !me.parentNode) return;
  var frame = document.createElement('iframe');
  frame.src = c.site + '/embed/' + c.id;
  frame.title = c.title;
  frame.setAttribute('allow', 'payment');
  frame.setAttribute('scrolling', 'no');
  frame.style.cssText = 'display:block;width:100%;height:150px;border:0;overflow:hidden';
  me.parentNode.insertBefore(frame, me.nextSibling);
  window.addEventListener('message', function (e) {
    var d = e.data;
    if (e.origin !== c.site || e.source !== frame.contentWindow || !d || d.type !== c.type || d.id !== c.id) return;
    var h = Number(d.height);
    if (h > 0 && h <= ${MAX_EMBED_HEIGHT_PX}) frame.style.height = Math.ceil(h) + 'px';
  });
})();
`;
}
