import { textDirection } from '@eventory/core';
import { staticUrl } from './staticAssets.js';

/** HTML that is already safe to emit (built by {@link html}). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type Value = string | number | SafeHtml | null | undefined | false | Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof SafeHtml) return value.value;
  return escapeHtml(String(value));
}

/** Tagged template: every interpolated value is escaped unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/**
 * People's data (a title, a name, a room) isolated in its own direction (issue #12 §2): on a right
 * to left page an English title keeps its punctuation at its end, and a date beside it keeps its
 * order. Escaped like any value.
 */
export const bdi = (value: string | SafeHtml): SafeHtml => html`<bdi>${value}</bdi>`;

/** JSON for a `<script type="application/json">` block: `<` is escaped so it cannot close the tag. */
export function jsonForScript(value: unknown): SafeHtml {
  return new SafeHtml(JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029'));
}

/** A whole page with the site's stylesheet, in `lang` (a BCP 47 tag, issue #12), right to left for Arabic. */
export function page(title: string, body: SafeHtml, head: SafeHtml = html``, lang = 'en'): string {
  return html`<!doctype html>
<html lang="${lang}" dir="${textDirection(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="${staticUrl('favicon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${staticUrl('site.css')}">
${head}
</head>
<body>${body}</body>
</html>`.value;
}
