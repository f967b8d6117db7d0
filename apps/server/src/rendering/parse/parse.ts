import { parse } from '@wordpress/block-serialization-default-parser';

/** A parsed block: name (null for markup outside blocks), attributes, inner blocks and saved HTML pieces. */
export type ParsedBlock = ReturnType<typeof parse>[number];

/**
 * A template's `content` (Gutenberg block markup, the original product's format) as a block tree
 * (issue #10 §5). Runs in plain Node: `@wordpress/blocks` needs a DOM, this parser does not.
 * Markup outside any block comes back as freeform blocks (`blockName` null) and is kept.
 */
export function parseTemplate(content: string): ParsedBlock[] {
  return parse(content);
}

/**
 * Block attributes as Gutenberg writes them in the block comment: JSON with `--`, `<`, `>`, `&`
 * and `"` inside strings written as unicode escapes, so the comment can neither end early nor
 * be read as markup.
 */
export function serializeBlockAttributes(attrs: Record<string, unknown>): string {
  return JSON.stringify(attrs)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\\"/g, '\\u0022');
}

/** A block's name in a comment: core blocks without their `core/` namespace, as Gutenberg writes them. */
function commentName(name: string): string {
  return name.startsWith('core/') ? name.slice(5) : name;
}

/** The opening (or self-closing) and closing comments of a block. */
export function blockDelimiters(block: ParsedBlock): { open: string; close: string | null } {
  const name = commentName(block.blockName ?? '');
  const attrs = block.attrs && Object.keys(block.attrs).length > 0 ? ` ${serializeBlockAttributes(block.attrs)}` : '';
  const empty = block.innerContent.length === 0;
  return empty ? { open: `<!-- wp:${name}${attrs} /-->`, close: null } : { open: `<!-- wp:${name}${attrs} -->`, close: `<!-- /wp:${name} -->` };
}

/**
 * Walks a block's saved HTML: each string piece of `innerContent` goes through `piece`, each inner
 * block (a null slot) through `inner`, in document order.
 */
export function joinInnerContent(block: ParsedBlock, piece: (html: string) => string, inner: (child: ParsedBlock) => string): string {
  let out = '';
  let next = 0;
  for (const part of block.innerContent) {
    if (part === null) {
      const child = block.innerBlocks[next++];
      if (child) out += inner(child);
    } else out += piece(part);
  }
  return out;
}
