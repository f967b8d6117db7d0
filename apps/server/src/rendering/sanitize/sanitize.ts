import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer every template's HTML passes through, on save and again on render (issue #10
 * §5): sanitize-html with an allow-list. Never kept: `<script>`, `<style>`, `<svg>`/`<math>`,
 * `<iframe>`/`<object>`/`<embed>`, forms, any `on*` attribute, `javascript:`/`vbscript:` and other
 * non-web URLs (entity-encoded ones too), `data:` URLs except raster images, CSS that could run
 * script. Links opening a new window get `rel="noopener noreferrer"`.
 */

const TEXT_TAGS = ['p', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'code', 'kbd', 'br', 'a', 'abbr', 'time', 'blockquote', 'cite', 'q', 'pre'];
const BLOCK_TAGS = ['div', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'figure', 'figcaption', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const LIST_TAGS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'];
const MEDIA_TAGS = ['img', 'picture', 'source'];

/** Elements standing for server output while the template's own HTML is sanitized (see {@link SlotMarkers}). */
const SLOT_TAG = 'etn-slot';

const UNSAFE_CSS = /javascript:|vbscript:|expression\s*\(|@import|behavior\s*:|-moz-binding|url\s*\(\s*['"]?\s*data:(?!image\/(png|jpeg|gif|webp);)/i;
const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

function dropUnsafeStyle(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (attribs.style !== undefined && (UNSAFE_CSS.test(attribs.style) || /[<>]/.test(attribs.style))) {
    const { style: _dropped, ...rest } = attribs;
    return rest;
  }
  return attribs;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...TEXT_TAGS, ...BLOCK_TAGS, ...LIST_TAGS, ...TABLE_TAGS, ...MEDIA_TAGS, SLOT_TAG],
  allowedAttributes: {
    '*': ['class', 'style', 'id', 'title', 'lang', 'dir', 'role', 'aria-*'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'media', 'type', 'width', 'height'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    time: ['datetime'],
    [SLOT_TAG]: ['data-k'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
  allowProtocolRelative: false,
  // Style attributes are checked by dropUnsafeStyle, not parsed (parsing drops `{{placeholders}}` and is slow).
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'template', 'iframe', 'object', 'embed', 'title'],
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: dropUnsafeStyle(attribs) }),
    a: (tagName, attribs) => {
      const safe = dropUnsafeStyle(attribs);
      return { tagName, attribs: safe.target ? { ...safe, rel: 'noopener noreferrer' } : safe };
    },
    img: (tagName, attribs) => {
      const safe = dropUnsafeStyle(attribs);
      if (safe.src?.trim().toLowerCase().startsWith('data:') && !RASTER_DATA_URL.test(safe.src.trim())) {
        const { src: _dropped, ...rest } = safe;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs: safe };
    },
  },
};

/** Template HTML with everything not on the allow-list removed. */
export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = { ...OPTIONS, allowedTags: [...TEXT_TAGS, ...LIST_TAGS, ...TABLE_TAGS, 'img', 'h2', 'h3', 'h4', 'hr', 'div', 'figure', 'figcaption'] };
/** Rich texts already sanitized, by their source (the same description renders on every page of an event). */
const RICH_TEXT_CACHE_SIZE = 500;
const richTextCache = new Map<string, string>();

/**
 * Rich text from the database (an event's description, an attendee's extra fields) made safe for a
 * page: text without markup is only escaped; markup goes through the sanitizer (results cached).
 */
export function sanitizeRichText(text: string): string {
  if (!/[<>]/.test(text)) return escapeText(text);
  const hit = richTextCache.get(text);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(text, RICH_TEXT_OPTIONS);
  if (richTextCache.size >= RICH_TEXT_CACHE_SIZE) richTextCache.delete(richTextCache.keys().next().value!);
  richTextCache.set(text, clean);
  return clean;
}

/** Text as the sanitizer writes it: `&`, `<`, `>` and `"` escaped. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Stand-ins for HTML that must not go through the sanitizer (block comments on save, server
 * output of dynamic blocks on render): each is an `<etn-slot>` element carrying a random key, so
 * a template's author can neither forge one nor, by putting one inside an attribute, get it back
 * (the sanitizer escapes `<` in attribute values). After sanitizing, {@link SlotMarkers.restore}
 * puts the real HTML in place of the elements that survived in text position.
 */
export class SlotMarkers {
  private readonly key = randomBytes(9).toString('hex');
  private readonly values: string[] = [];
  private readonly pattern = new RegExp(`<${SLOT_TAG}(?: data-k="([a-f0-9]+)-(\\d+)")?></${SLOT_TAG}>`, 'g');

  /** The marker element standing for `html` (given now, or later to {@link restore}). */
  mark(html = ''): string {
    const index = this.values.push(html) - 1;
    return `<${SLOT_TAG} data-k="${this.key}-${index}"></${SLOT_TAG}>`;
  }

  /** `sanitized` with every surviving marker replaced by its HTML (`values` by marker order, else those given to mark); other keys' markers removed. */
  restore(sanitized: string, values: readonly string[] = this.values): string {
    return sanitized.replace(this.pattern, (_m, key: string | undefined, index: string | undefined) => (key === this.key ? (values[Number(index)] ?? '') : ''));
  }
}
