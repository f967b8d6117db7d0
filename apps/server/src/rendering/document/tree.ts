import { createHash } from 'node:crypto';
import { templateBlock, templateCssFromBlocks, withBlockDefaults } from '@eventory/core';
import { SafeHtml } from '../../site/html.js';
import { BLOCK_RENDERERS } from '../blocks/index.js';
import { joinInnerContent, parseTemplate, type ParsedBlock } from '../parse/parse.js';
import { replacePlaceholders } from '../placeholders/replace.js';
import { sanitizeTemplateHtml, SlotMarkers } from '../sanitize/sanitize.js';
import type { BlockContext } from '../types.js';

/** A dynamic block waiting for its data: name, attributes with defaults, its compiled inner blocks. */
interface Slot {
  name: string;
  attrs: Record<string, unknown>;
  inner: CompiledBlocks | null;
}

/** A block list made ready to render many times: the template's own HTML already sanitized, dynamic blocks as markers. */
export interface CompiledBlocks {
  html: string;
  markers: SlotMarkers;
  slots: Slot[];
}

/**
 * Compiles parsed blocks (issue #10 §5): the template's own HTML (static blocks' saved markup,
 * unknown blocks kept as saved, markup between blocks) goes through the sanitizer as one document,
 * placeholders still in it; each dynamic block stands aside as an unforgeable marker.
 */
export function compileBlocks(blocks: ParsedBlock[]): CompiledBlocks {
  const markers = new SlotMarkers();
  const slots: Slot[] = [];
  const compileOne = (block: ParsedBlock): string => {
    const name = block.blockName;
    if (!name || !BLOCK_RENDERERS[name]) return joinInnerContent(block, (html) => html, compileOne);
    const inner = templateBlock(name)?.hasInnerBlocks && block.innerBlocks.length ? compileBlocks(block.innerBlocks) : null;
    slots.push({ name, attrs: withBlockDefaults(name, block.attrs), inner });
    return markers.mark();
  };
  const html = sanitizeTemplateHtml(blocks.map(compileOne).join(''));
  return { html, markers, slots };
}

/**
 * The body HTML for one render: placeholders of the sanitized template HTML replaced (escaped,
 * URL and style attributes checked, see replacePlaceholders), then each dynamic block rendered by
 * its server renderer from real data (built escaped) and put in place of its marker.
 */
export async function renderCompiled(compiled: CompiledBlocks, ctx: BlockContext): Promise<string> {
  const html = replacePlaceholders(compiled.html, ctx.values);
  const outputs = await Promise.all(
    compiled.slots.map(async (slot) => {
      const inner = slot.inner ? await renderCompiled(slot.inner, ctx) : '';
      return (await BLOCK_RENDERERS[slot.name]!(slot.attrs, ctx, new SafeHtml(inner))).value;
    }),
  );
  return compiled.markers.restore(html, outputs);
}

/** Compiled templates kept, by a hash of their content (a template renders for every attendee). */
const CACHE_SIZE = 200;
const cache = new Map<string, CompiledTemplate>();

/** A template's content parsed, compiled, and its blocks' CSS (template_css) built. */
export interface CompiledTemplate {
  blocks: ParsedBlock[];
  body: CompiledBlocks;
  css: string;
}

/** A template's content parsed and compiled, once per distinct content. */
export function compiledTemplate(content: string): CompiledTemplate {
  const key = createHash('sha1').update(content).digest('base64');
  const hit = cache.get(key);
  if (hit) return hit;
  const blocks = parseTemplate(content);
  const entry = { blocks, body: compileBlocks(blocks), css: templateCssFromBlocks(blocks) };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, entry);
  return entry;
}
