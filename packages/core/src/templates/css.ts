/**
 * `template_css` from blocks' per-device styles (issue #10 §4, SPEC §9 breakpoints): Desktop rules
 * plain, Tablet under `@media (max-width: 768px)`, Mobile under `@media (max-width: 480px)`. Each
 * block's selectors are scoped by its `containerClassName`. The editor writes this on save and the
 * server builds it again on render, so both come from this one function. Anything that could leave the
 * style element (`<`), open or close a rule, or load a script (`javascript:`, `expression(`, `@import`)
 * is dropped.
 */
import { DEVICE_TYPES, type BlockStyles, type BodyStyling, type BoxSides, type CssProperties, type DeviceType } from './blocks.js';

/** max-width, px, of each non-Desktop device's media query (SPEC §9). */
export const STYLE_BREAKPOINTS: Readonly<Record<Exclude<DeviceType, 'Desktop'>, number>> = { Tablet: 768, Mobile: 480 };

/** A block as the parser (attrs) or the editor (attributes) holds it. */
export interface StyledBlockNode {
  attrs?: Record<string, unknown> | null;
  attributes?: Record<string, unknown> | null;
  innerBlocks?: StyledBlockNode[];
}

const CLASS_TOKEN = /^-?[A-Za-z_][\w-]*$/;
const PROPERTY = /^-{0,2}[A-Za-z][A-Za-z0-9-]*$/;
const UNSAFE_VALUE = /[<>{};\\]|javascript:|vbscript:|expression\s*\(|@import|behavior\s*:|-moz-binding/i;
const UNSAFE_SELECTOR = /[<{};@\\]|\/\*/;

/** The class tokens of a containerClassName that are safe in a selector. */
export function safeClassNames(containerClassName: unknown): string[] {
  if (typeof containerClassName !== 'string') return [];
  return containerClassName.split(/\s+/).filter((c) => CLASS_TOKEN.test(c));
}

function kebab(name: string): string {
  return name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `prop: value;` pairs of the safe properties, or '' when none is safe. */
export function cssDeclarations(props: CssProperties | null | undefined): string {
  if (!props || typeof props !== 'object') return '';
  const out: string[] = [];
  for (const [name, raw] of Object.entries(props)) {
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const value = String(raw).trim();
    const prop = kebab(name);
    if (!value || !PROPERTY.test(prop) || UNSAFE_VALUE.test(value)) continue;
    out.push(`${prop}:${value}`);
  }
  return out.join(';');
}

/** A selector of a block's styles scoped under its class: `&` is the block itself, others are descendants. */
export function scopeSelector(scope: string, selector: string): string | null {
  const s = selector.trim();
  if (UNSAFE_SELECTOR.test(s)) return null;
  const parts = (s === '' ? '&' : s).split(',').map((p) => p.trim() || '&');
  return parts.map((p) => (p.includes('&') ? p.replaceAll('&', scope) : `${scope} ${p}`)).join(',');
}

/** The CSS of one block's styles for one device, without the media query. */
export function blockDeviceCss(containerClassName: unknown, styles: BlockStyles | null | undefined, device: DeviceType): string {
  const classes = safeClassNames(containerClassName);
  const rules = styles && typeof styles === 'object' ? styles[device] : undefined;
  if (!classes.length || !rules || typeof rules !== 'object') return '';
  const scope = `.${classes.join('.')}`;
  let css = '';
  for (const [selector, props] of Object.entries(rules)) {
    const scoped = scopeSelector(scope, selector);
    const body = cssDeclarations(props);
    if (scoped && body) css += `${scoped}{${body}}\n`;
  }
  return css;
}

function walk(nodes: readonly StyledBlockNode[] | undefined, visit: (attrs: Record<string, unknown>) => void): void {
  for (const node of nodes ?? []) {
    const attrs = node.attrs ?? node.attributes;
    if (attrs) visit(attrs);
    walk(node.innerBlocks, visit);
  }
}

/** The whole template_css of a block tree: every block's Desktop rules, then Tablet and Mobile media queries. */
export function templateCssFromBlocks(blocks: readonly StyledBlockNode[]): string {
  const byDevice: Record<DeviceType, string> = { Desktop: '', Tablet: '', Mobile: '' };
  walk(blocks, (attrs) => {
    for (const device of DEVICE_TYPES) byDevice[device] += blockDeviceCss(attrs.containerClassName, attrs.styles as BlockStyles, device);
  });
  let css = byDevice.Desktop;
  if (byDevice.Tablet) css += `@media (max-width: ${STYLE_BREAKPOINTS.Tablet}px){\n${byDevice.Tablet}}\n`;
  if (byDevice.Mobile) css += `@media (max-width: ${STYLE_BREAKPOINTS.Mobile}px){\n${byDevice.Mobile}}\n`;
  return css;
}

/** An image URL safe inside `url("...")`: http(s), site-relative, or a base64 raster data URL. */
const SAFE_IMAGE_URL = /^(?:https?:\/\/[^"'()<>\\\s]+|\/[^"'()<>\\\s]*|data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+)$/i;

function clamp01(v: unknown): number {
  const n = Number(v ?? 0.5);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0.5;
}

function sides(box: Partial<BoxSides> | undefined, fallback: string): string {
  const v = (k: keyof BoxSides) => (typeof box?.[k] === 'string' && box[k] ? box[k] : fallback);
  return `${v('top')} ${v('right')} ${v('bottom')} ${v('left')}`;
}

/**
 * CSS declarations of the root container from its bodyStyling; `paper` (px) is used when width/height
 * are empty (certificate/ticket: 842x595 landscape, 595x842 portrait; event pages: none, full width).
 */
export function bodyStylingDeclarations(body: Partial<BodyStyling> | null | undefined, paper?: { width: number; height: number }): string {
  const b = body ?? {};
  const image = b.backgroundImage;
  const props: CssProperties = {
    'box-sizing': 'border-box',
    'border-radius': sides(b.borderRadius, '0px'),
    margin: sides(b.margin, '0px'),
    padding: sides(b.padding, '20px'),
    'background-color': b.backgroundColor || '#ffffff',
  };
  let background = '';
  if (image?.url && SAFE_IMAGE_URL.test(image.url)) {
    const fx = Math.round(clamp01(image.focalPoint?.x) * 100);
    const fy = Math.round(clamp01(image.focalPoint?.y) * 100);
    background = `;background-image:url("${image.url}");background-size:cover;background-position:${fx}% ${fy}%`;
  }
  const width = b.width || (paper ? `${paper.width}px` : '');
  const height = b.height || (paper ? `${paper.height}px` : '');
  if (width) props.width = width;
  if (height) props[paper ? 'height' : 'min-height'] = height;
  return cssDeclarations(props) + background;
}
