import { parse, serialize, type Block } from '@wordpress/blocks';
import { ROOT_BLOCK_NAME, templateBlock } from '@eventory/core';

/**
 * The editor's blocks from a template's markup. The root container is locked (it cannot be moved or
 * removed); dynamic blocks are trusted whatever HTML they were saved with, since the server renders
 * them from their attributes and ignores it (markup from the original product opens unchanged).
 */
export function blocksFromContent(content: string): Block[] {
  const prepare = (block: Block): Block => {
    const meta = templateBlock(block.name);
    const trusted = meta?.dynamic ? { isValid: true, validationIssues: [] } : {};
    const attributes = block.name === ROOT_BLOCK_NAME ? { ...block.attributes, lock: { move: true, remove: true } } : block.attributes;
    return { ...block, ...trusted, attributes, innerBlocks: block.innerBlocks.map(prepare) };
  };
  return parse(content).map(prepare);
}

/** The markup saved as the template's `content` (the root's editor-only lock left out). */
export function contentFromBlocks(blocks: Block[]): string {
  const unlock = (block: Block): Block => {
    if (block.name !== ROOT_BLOCK_NAME) return block;
    const { lock: _lock, ...attributes } = block.attributes;
    return { ...block, attributes };
  };
  return serialize(blocks.map(unlock));
}
