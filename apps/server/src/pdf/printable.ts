import fs from 'node:fs';
import path from 'node:path';
import { STATIC_ROOT } from '../site/staticAssets.js';

/** `<link rel="stylesheet" href="/static/….css?v=…">` as the site and template documents write it (staticUrl). */
const STYLESHEET = /<link rel="stylesheet" href="\/static\/([\w.-]+\.css)(?:\?v=[\w-]+)?">/g;
/** The documents' own script tags (`<script src="/static/….js?v=…" defer></script>`) and favicon link: nothing a PDF shows. */
const SCRIPT_OR_ICON = /<script src="\/static\/[\w.-]+\.js(?:\?v=[\w-]+)?" defer><\/script>|<link rel="icon" [^>]*>/g;
/** Markup that makes the browser fetch something before the page is complete: an image, a CSS `url(…)`, a frame. */
const FETCHES = /<img\b|<image\b|<iframe\b|<object\b|<video\b|url\(/i;

/** Static stylesheets read once (they change only with a new build). */
const stylesheets = new Map<string, string | null>();

function stylesheet(name: string): string | null {
  if (!stylesheets.has(name)) {
    const file = path.join(STATIC_ROOT, name);
    stylesheets.set(name, file.startsWith(STATIC_ROOT + path.sep) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
  }
  return stylesheets.get(name) ?? null;
}

/** What Chromium is given for a PDF: the document, and whether to wait for its `load` (it fetches images) or only for its DOM. */
export interface PrintableDocument {
  html: string;
  waitUntil: 'load' | 'domcontentloaded';
}

/**
 * A page's HTML made ready to print without a round trip per resource (issue #10 §7, PDF ≤ 100 ms a
 * page): the site's own stylesheets inlined, its scripts and favicon dropped (print shows neither;
 * the PDF browser runs no script), and `<base href="{origin}/">` so the template's images and
 * links still load from this server. Only a document that fetches something (an image, a CSS
 * `url()`) is worth waiting for `load`; the rest is complete at DOMContentLoaded.
 */
export function printableDocument(html: string, origin: string): PrintableDocument {
  const inlined = html
    .replace(STYLESHEET, (link, name: string) => {
      const css = stylesheet(name);
      return css === null ? link : `<style>${css}</style>`;
    })
    .replace(SCRIPT_OR_ICON, '');
  const based = inlined.replace(/<head>/i, `<head><base href="${origin}/">`);
  return { html: based, waitUntil: FETCHES.test(html) ? 'load' : 'domcontentloaded' };
}
