import { InnerBlocks, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { ROOT_BLOCK_NAME } from '@eventory/core';
import type { TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/**
 * The locked root of every template: the page itself. Its bodyStyling (size, padding, background,
 * corners) is edited in the Body Settings tab and drawn by the canvas CSS; the server wraps the
 * saved inner blocks with it on render. Like core's BLANK_TEMPLATE_CONTENT, the library's designs
 * and the original product's markup, it saves its inner blocks alone, with no element of its own.
 */
export const templateContainer: TemplateBlockDefinition = {
  name: ROOT_BLOCK_NAME,
  edit: function TemplateContainerEdit() {
    const innerBlocksProps = useInnerBlocksProps(useBlockProps(), { templateLock: false, renderAppender: InnerBlocks.ButtonBlockAppender });
    return <div {...innerBlocksProps} />;
  },
  save: () => <InnerBlocks.Content />,
  deprecated: [
    // Earlier builds wrapped the inner blocks in `<div class="wp-block-eventin-pro-template-container">`:
    // templates they saved open without a validation error and are saved without the wrapper.
    () => (
      <div {...useBlockProps.save()}>
        <InnerBlocks.Content />
      </div>
    ),
  ],
};
