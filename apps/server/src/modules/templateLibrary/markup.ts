/**
 * A small writer of Gutenberg block markup for the library's designs, so each design reads as its
 * block tree and the serialized form is exactly what the editor's parser expects: block comments
 * with JSON attributes (core blocks without their `core/` prefix), static blocks' saved HTML, and
 * dynamic blocks as self-closing comments. Every block may carry `containerClassName` (its class)
 * and per-device `styles` (selector → properties; '&' is the block itself), from which the editor
 * and the renderer build the template's CSS.
 */
import { serializeBlockAttributes } from '../../rendering/parse/parse.js';

type Css = Record<string, string | number>;
/** Per-device styles: `{ Desktop: { '&': {...}, 'dt': {...} }, Mobile: {...} }`. */
export type Styles = Partial<Record<'Desktop' | 'Tablet' | 'Mobile', Record<string, Css>>>;

/** What every builder takes besides its content: the block's class and styles. */
export interface Look {
  cls?: string;
  styles?: Styles;
}

function commentName(name: string): string {
  return name.startsWith('core/') ? name.slice(5) : name;
}

/** The look's attributes: containerClassName and styles, left out when empty. */
function lookAttrs(look: Look): Record<string, unknown> {
  return { ...(look.cls ? { containerClassName: look.cls } : {}), ...(look.styles ? { styles: look.styles } : {}) };
}

/** One serialized block: `inner` is its saved HTML with inner blocks in place; null makes it self-closing. */
export function block(name: string, attrs: Record<string, unknown>, inner: string | null): string {
  const json = Object.keys(attrs).length ? ` ${serializeBlockAttributes(attrs)}` : '';
  const open = `<!-- wp:${commentName(name)}${json}`;
  return inner === null ? `${open} /-->` : `${open} -->\n${inner}\n<!-- /wp:${commentName(name)} -->`;
}

/** ` class="…"` of a saved element: the block's own classes plus its containerClassName. */
const classAttr = (...classes: (string | undefined)[]) => ` class="${classes.filter(Boolean).join(' ')}"`;

/**
 * The locked root: page styling (bodyStyling) and the design's blocks, with no element of its own
 * (the builder's root saves its inner blocks alone, so a design opens without a validation error).
 */
export function root(bodyStyling: Record<string, unknown>, children: string[], look: Look = {}): string {
  return block('eventin-pro/template-container', { bodyStyling, ...lookAttrs(look) }, children.join('\n'));
}

/** A dynamic block (rendered by the server from real data): attributes only. */
export function dynamic(name: `eventin-pro/${string}`, attrs: Record<string, unknown> = {}, look: Look = {}): string {
  return block(name, { ...attrs, ...lookAttrs(look) }, null);
}

/** core/group: a box holding blocks. */
export function group(children: string[], look: Look = {}): string {
  return block('core/group', lookAttrs(look), `<div${classAttr('wp-block-group', look.cls)}>${children.join('\n')}</div>`);
}

/** core/columns with one core/column per entry (`width` e.g. '30%'). */
export function columns(cols: { width?: string; children: string[]; look?: Look }[], look: Look = {}): string {
  const inner = cols.map((c) => {
    const style = c.width ? ` style="flex-basis:${c.width}"` : '';
    const attrs = { ...(c.width ? { width: c.width } : {}), ...lookAttrs(c.look ?? {}) };
    return block('core/column', attrs, `<div${classAttr('wp-block-column', c.look?.cls)}${style}>${c.children.join('\n')}</div>`);
  });
  return block('core/columns', lookAttrs(look), `<div${classAttr('wp-block-columns', look.cls)}>${inner.join('\n')}</div>`);
}

/**
 * The look with its own rules ('&') written `tag&` (e.g. `p.cls`), so they outweigh the shared
 * stylesheet's `.etn-template-container p` margins.
 */
function tagged(look: Look, tag: string): Look {
  if (!look.styles) return look;
  const styles = Object.fromEntries(
    Object.entries(look.styles).map(([device, rules]) => [device, Object.fromEntries(Object.entries(rules).map(([selector, css]) => [selector === '&' ? `${tag}&` : selector, css]))]),
  );
  return { ...look, styles };
}

/** core/heading (`text` is HTML: placeholders and inline tags allowed). */
export function heading(level: 1 | 2 | 3 | 4, text: string, given: Look = {}): string {
  const look = tagged(given, `h${level}`);
  return block('core/heading', { level, ...lookAttrs(look) }, `<h${level}${classAttr('wp-block-heading', look.cls)}>${text}</h${level}>`);
}

/** core/paragraph (`text` is HTML). */
export function paragraph(text: string, given: Look = {}): string {
  const look = tagged(given, 'p');
  return block('core/paragraph', lookAttrs(look), `<p${look.cls ? classAttr(look.cls) : ''}>${text}</p>`);
}

/** core/separator: a horizontal rule. */
export function separator(look: Look = {}): string {
  return block('core/separator', lookAttrs(look), `<hr${classAttr('wp-block-separator', 'has-alpha-channel-opacity', look.cls)}/>`);
}

/** core/spacer of `height` (CSS length). */
export function spacer(height: string): string {
  return block('core/spacer', { height }, `<div style="height:${height}" aria-hidden="true" class="wp-block-spacer"></div>`);
}

/** Styles of the block itself on Desktop only (the common case). */
export function own(css: Css, more: Record<string, Css> = {}): Styles {
  return { Desktop: { '&': css, ...more } };
}
