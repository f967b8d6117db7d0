import { parse } from '@wordpress/block-serialization-default-parser';
import { templateContentTooLarge, TEMPLATE_CONTENT_MAX_BYTES, type ParsedBlock } from '@eventory/core';
import { AppError } from '../../http/errors.js';

/**
 * The blocks of a template's markup (`rawContent`), parsed as WordPress does on the server: blocks
 * this product does not know are kept with their name, attributes and saved HTML.
 */
export function parseTemplateContent(content: string): ParsedBlock[] {
  return parse(content) as ParsedBlock[];
}

/**
 * What the service stores of a template's submitted markup: the single point where saved content is
 * made safe (issue #10 §5 "sanitized on save": the rendering's sanitizer, blocks and attributes kept).
 */
export { sanitizeTemplateContent } from '../../rendering/index.js';

/**
 * Refuses content over the cap (issue #10 §1).
 * @throws 413 `content_too_large`
 */
export function assertContentSize(content: string): void {
  if (templateContentTooLarge(content)) {
    throw new AppError(413, 'content_too_large', /*i18n*/ {
      id: 'The template is too large: keep its content under {mb} MB (large images belong in uploads, not in the markup).',
      values: { mb: TEMPLATE_CONTENT_MAX_BYTES / 1024 / 1024 },
    });
  }
}
