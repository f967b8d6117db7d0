/**
 * The shortcode grammar (issue #11 §1): `[name attr="value" …]`, the original product's syntax.
 *
 * - A name starts with a letter or `_` and holds letters, digits, `_` and `-`.
 * - Attribute names likewise; their case is kept (`spaceBetween`).
 * - A value is double-quoted, single-quoted or bare (no spaces, quotes, `[`, `]`, `/`); an attribute
 *   written without `=` has the value ''.
 * - Built values are always double-quoted with `&`, `"`, `[`, `]`, `<` and `>` written as HTML
 *   entities, so any text round-trips and a value can never close the shortcode; parsing decodes
 *   those entities and numeric ones (`&#39;`, `&#x27;`).
 * - A trailing `/` (`[name /]`) is allowed.
 */

/** What was wrong with a shortcode's text; `position` is the offset (0-based) where it was noticed. */
export type ShortcodeErrorCode =
  | 'empty'
  | 'not_bracketed'
  | 'bad_name'
  | 'bad_attribute'
  | 'unterminated_quote'
  | 'unterminated_shortcode'
  | 'duplicate_attribute'
  | 'trailing_text'
  | 'unknown_shortcode';

/**
 * Why a shortcode cannot be read, as a catalogue message (issue #12): its English text as `id` with
 * `{name}`s for `values`; a value is text from the shortcode, a number, or a message itself (a
 * field's label). Whoever shows it renders it in the reader's language (the server's
 * `translateMessage`); {@link englishReason} words it in English.
 */
export interface ShortcodeReason {
  id: string;
  values?: Record<string, string | number | ShortcodeReason>;
}

/** A reason in English, its values (messages too) filled in; these messages hold no plural or select. */
export function englishReason(reason: ShortcodeReason): string {
  const values = Object.fromEntries(Object.entries(reason.values ?? {}).map(([key, value]) => [key, typeof value === 'object' ? englishReason(value) : value]));
  return reason.id.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}

/** A shortcode that cannot be read: a machine `code`, the `reason` a person can act on, and `message` its English. */
export class ShortcodeSyntaxError extends Error {
  override readonly name = 'ShortcodeSyntaxError';
  constructor(
    readonly code: ShortcodeErrorCode,
    readonly reason: ShortcodeReason,
    readonly position = 0,
  ) {
    super(englishReason(reason));
  }
}

/** A shortcode as text parts: its name and its attributes in written order. */
export interface ParsedShortcode {
  name: string;
  attrs: Record<string, string>;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const NAME_CHAR = /[A-Za-z0-9_-]/;
const BARE_VALUE_CHAR = /[^\s"'[\]/]/;

/** True for a valid shortcode or attribute name. */
export function isShortcodeName(name: string): boolean {
  return NAME.test(name);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '[': '&#91;', ']': '&#93;', '<': '&lt;', '>': '&gt;' };
const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Escapes an attribute value for a double-quoted shortcode attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"[\]<>]/g, (c) => ESCAPES[c]!);
}

/** Decodes the entities {@link escapeAttribute} writes, named ones of HTML's basic five and numeric ones. */
export function unescapeAttribute(value: string): string {
  return value.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|quot|apos|lt|gt));/g, (whole, dec?: string, hex?: string, named?: string) => {
    if (named) return NAMED[named]!;
    const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Writes a shortcode: `[name a="1" b="x &quot;y&quot;"]`, attributes in the object's order.
 * @throws ShortcodeSyntaxError 'bad_name' / 'bad_attribute' for a name the grammar cannot read back
 */
export function buildShortcode(name: string, attrs: Readonly<Record<string, string>> = {}): string {
  if (!isShortcodeName(name)) throw new ShortcodeSyntaxError('bad_name', /*i18n*/ { id: '"{name}" is not a shortcode name: use letters, digits, _ and -', values: { name } });
  const parts = Object.entries(attrs).map(([key, value]) => {
    if (!isShortcodeName(key)) throw new ShortcodeSyntaxError('bad_attribute', /*i18n*/ { id: '"{key}" is not an attribute name: use letters, digits, _ and -', values: { key } });
    return `${key}="${escapeAttribute(value)}"`;
  });
  return `[${[name, ...parts].join(' ')}]`;
}

/** A cursor over the text being parsed. */
class Reader {
  pos: number;
  constructor(
    readonly text: string,
    start: number,
  ) {
    this.pos = start;
  }
  peek(): string {
    return this.text[this.pos] ?? '';
  }
  skipSpace(): void {
    while (/\s/.test(this.peek())) this.pos++;
  }
  take(pattern: RegExp): string {
    const start = this.pos;
    while (this.pos < this.text.length && pattern.test(this.peek())) this.pos++;
    return this.text.slice(start, this.pos);
  }
  fail(code: ShortcodeErrorCode, reason: ShortcodeReason, at = this.pos): never {
    throw new ShortcodeSyntaxError(code, reason, at);
  }
}

function readValue(r: Reader): string {
  const quote = r.peek();
  if (quote === '"' || quote === "'") {
    const end = r.text.indexOf(quote, r.pos + 1);
    if (end < 0) r.fail('unterminated_quote', /*i18n*/ { id: 'The quote opened at character {at} is never closed', values: { at: r.pos + 1 } });
    const raw = r.text.slice(r.pos + 1, end);
    r.pos = end + 1;
    return unescapeAttribute(raw);
  }
  const bare = r.take(BARE_VALUE_CHAR);
  if (bare === '') r.fail('bad_attribute', /*i18n*/ { id: 'A value is missing at character {at}: write attr="value"', values: { at: r.pos + 1 } });
  return unescapeAttribute(bare);
}

/** Reads one shortcode starting at `start` (a `[`); answers it and the offset just past its `]`. */
function readShortcode(text: string, start: number): { shortcode: ParsedShortcode; end: number } {
  const r = new Reader(text, start + 1);
  const name = r.take(NAME_CHAR);
  if (!isShortcodeName(name)) r.fail('bad_name', /*i18n*/ { id: 'A shortcode starts with its name right after "[", e.g. [etn_pro_events_standard]' }, start + 1);
  const attrs: Record<string, string> = {};
  for (;;) {
    const before = r.pos;
    r.skipSpace();
    const c = r.peek();
    if (c === ']') return { shortcode: { name, attrs }, end: r.pos + 1 };
    if (c === '/') {
      r.pos++;
      r.skipSpace();
      if (r.peek() !== ']') r.fail('bad_attribute', /*i18n*/ { id: 'Expected "]" after "/" at character {at}', values: { at: r.pos + 1 } });
      return { shortcode: { name, attrs }, end: r.pos + 1 };
    }
    if (c === '') r.fail('unterminated_shortcode', /*i18n*/ { id: 'The shortcode "{name}" is never closed with "]"', values: { name } }, start);
    if (r.pos === before) r.fail('bad_attribute', /*i18n*/ { id: 'Put a space before the attribute at character {at}', values: { at: r.pos + 1 } });
    const keyAt = r.pos;
    const key = r.take(NAME_CHAR);
    if (!isShortcodeName(key)) r.fail('bad_attribute', /*i18n*/ { id: 'Unexpected "{char}" at character {at}: attributes are written name="value"', values: { char: c, at: keyAt + 1 } }, keyAt);
    if (Object.hasOwn(attrs, key)) r.fail('duplicate_attribute', /*i18n*/ { id: 'The attribute "{key}" is given twice', values: { key } }, keyAt);
    r.skipSpace();
    if (r.peek() === '=') {
      r.pos++;
      r.skipSpace();
      attrs[key] = readValue(r);
    } else {
      attrs[key] = '';
    }
  }
}

/**
 * Reads exactly one shortcode (surrounding whitespace allowed).
 * @throws ShortcodeSyntaxError with the code and position of the first problem
 */
export function parseShortcode(text: string): ParsedShortcode {
  const start = text.search(/\S/);
  if (start < 0) throw new ShortcodeSyntaxError('empty', /*i18n*/ { id: 'The shortcode is empty' });
  if (text[start] !== '[') throw new ShortcodeSyntaxError('not_bracketed', /*i18n*/ { id: 'A shortcode is written in square brackets, e.g. [etn_pro_events_standard]' }, start);
  const { shortcode, end } = readShortcode(text, start);
  const rest = text.slice(end).search(/\S/);
  if (rest >= 0) throw new ShortcodeSyntaxError('trailing_text', /*i18n*/ { id: 'Give one shortcode only: there is text after its "]"' }, end + rest);
  return shortcode;
}

/** A piece of text holding shortcodes: plain text, or one shortcode with where it stood. */
export type ShortcodeSegment = { kind: 'text'; text: string } | { kind: 'shortcode'; text: string; shortcode: ParsedShortcode };

/**
 * Splits text (an event description) into plain text and the shortcodes in it whose names
 * `isKnown` accepts; a bracket that does not start a readable, known shortcode stays text.
 */
export function splitShortcodes(text: string, isKnown: (name: string) => boolean): ShortcodeSegment[] {
  const segments: ShortcodeSegment[] = [];
  let plainFrom = 0;
  let at = text.indexOf('[');
  while (at >= 0) {
    let next = at + 1;
    try {
      const { shortcode, end } = readShortcode(text, at);
      if (isKnown(shortcode.name)) {
        if (at > plainFrom) segments.push({ kind: 'text', text: text.slice(plainFrom, at) });
        segments.push({ kind: 'shortcode', text: text.slice(at, end), shortcode });
        plainFrom = next = end;
      }
    } catch (error) {
      if (!(error instanceof ShortcodeSyntaxError)) throw error;
    }
    at = text.indexOf('[', next);
  }
  if (plainFrom < text.length) segments.push({ kind: 'text', text: text.slice(plainFrom) });
  return segments;
}
