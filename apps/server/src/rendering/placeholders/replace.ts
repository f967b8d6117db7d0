import { PLACEHOLDER_PATTERN, type PlaceholderKind } from '@eventory/core';
import { escapeHtml } from '../../site/html.js';
import { htmlToPlainText } from '../plainText.js';

/** A placeholder's value for one render: its kind, the value, and whether it is a sample (previews without data). */
export interface PlaceholderValue {
  kind: PlaceholderKind;
  /** text: plain text; html: already sanitized HTML; url: an http(s) or data:image URL. */
  value: string;
  sample?: boolean;
}

export type PlaceholderValues = Readonly<Record<string, PlaceholderValue>>;

/** The attribute a token sits in, or null in text (on sanitized HTML: quoted attributes, `<` `>` escaped inside them). */
function attributeAt(html: string, index: number): string | null {
  const open = html.lastIndexOf('<', index);
  if (open <= html.lastIndexOf('>', index)) return null;
  return /([^\s=]+)\s*=\s*"[^"]*$/.exec(html.slice(open, index))?.[1]?.toLowerCase() ?? '';
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'cite', 'poster', 'data', 'background', 'formaction', 'xlink:href']);
/** URLs a URL-kind value may be: web links, same-site paths, and our own raster or QR code images. */
const SAFE_URL = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[a-z0-9+/=]+$)/i;
/** What a value may be inside a style attribute: words, numbers, colours, no `:` `;` or `(`. */
const SAFE_STYLE_VALUE = /^[\w\s#.,%-]*$/;

/** A value inside an attribute: URL attributes take safe URLs (text is percent-encoded), style attributes only plain words. */
function attributeForm(attribute: string, v: PlaceholderValue): string {
  const plain = v.kind === 'html' ? htmlToPlainText(v.value) : v.value;
  if (URL_ATTRIBUTES.has(attribute)) return escapeHtml(v.kind === 'url' ? (SAFE_URL.test(v.value) ? v.value : '') : encodeURIComponent(plain));
  if (attribute === 'style') return SAFE_STYLE_VALUE.test(plain) ? escapeHtml(plain) : '';
  return escapeHtml(plain);
}

/** What a value becomes in text position. */
function textForm(name: string, v: PlaceholderValue): string {
  let out: string;
  if (v.kind === 'html') out = v.value;
  else if (v.kind === 'url' && name === 'qr_code') out = SAFE_URL.test(v.value) ? `<img class="etn-qr-image" src="${escapeHtml(v.value)}" alt="QR code">` : '';
  else out = escapeHtml(v.value);
  return v.sample ? `<span class="etn-sample-value">${out}</span>` : out;
}

/**
 * `{{name}}` tokens of sanitized template HTML replaced with their values (issue #10 §5): text
 * escaped; HTML values (description, extra fields) inserted as they come (already sanitized) or,
 * inside an attribute, as escaped plain text; in URL attributes only safe URLs (a text value is
 * percent-encoded, so it can never become a `javascript:` link); in style attributes only plain
 * words. Unknown names stay as written so the author sees the typo. Samples are wrapped in
 * `.etn-sample-value` (outside attributes) to be told apart.
 */
export function replacePlaceholders(html: string, values: PlaceholderValues): string {
  if (!html.includes('{{')) return html;
  return html.replace(PLACEHOLDER_PATTERN, (token: string, name: string, offset: number) => {
    const v = values[name];
    if (!v) return token;
    const attribute = attributeAt(html, offset);
    return attribute === null ? textForm(name, v) : attributeForm(attribute, v);
  });
}

/** `{{name}}` tokens of a plain string (a dynamic block's title) replaced with plain text; the result is still text to escape. */
export function replacePlaceholdersInText(text: string, values: PlaceholderValues): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER_PATTERN, (token: string, name: string) => {
    const v = values[name];
    if (!v) return token;
    return v.kind === 'html' ? htmlToPlainText(v.value) : v.value;
  });
}
