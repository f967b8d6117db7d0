import { blockDelimiters, joinInnerContent, parseTemplate, type ParsedBlock } from '../parse/parse.js';
import { sanitizeTemplateHtml, SlotMarkers } from './sanitize.js';

/** A URL-like string that must not stay in an attribute: a script or non-raster data URL, control characters ignored. */
const UNSAFE_URL = /^(javascript|vbscript|livescript|data(?!:image\/(png|jpeg|gif|webp);base64,)):/i;

/** One attribute value made safe: markup sanitized, script URLs emptied; objects and arrays walked. */
function cleanAttribute(value: unknown): unknown {
  if (typeof value === 'string') {
    if (UNSAFE_URL.test([...value].filter((c) => c > ' ').join(''))) return '';
    return /[<>]/.test(value) ? sanitizeTemplateHtml(value) : value;
  }
  if (Array.isArray(value)) return value.map(cleanAttribute);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanAttribute(v)]));
  return value;
}

/**
 * A template's block markup made safe to store (issue #10 §5, called by the templates service on
 * every create, update and import): the HTML of every block goes through the sanitizer as one
 * document while the block comments stand aside, and every string attribute in the comments is
 * cleaned, so the stored markup keeps its blocks (unknown ones too) and loses any script.
 */
export function sanitizeTemplateContent(content: string): string {
  const markers = new SlotMarkers();
  const serialize = (block: ParsedBlock): string => {
    if (block.blockName === null) return block.innerHTML;
    const { open, close } = blockDelimiters({ ...block, attrs: block.attrs ? (cleanAttribute(block.attrs) as Record<string, unknown>) : null });
    const inner = joinInnerContent(block, (html) => html, serialize);
    return markers.mark(open) + inner + (close === null ? '' : markers.mark(close));
  };
  return markers.restore(sanitizeTemplateHtml(parseTemplate(content).map(serialize).join('')));
}

export { cleanAttribute as sanitizeBlockAttribute };
