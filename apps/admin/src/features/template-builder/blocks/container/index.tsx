import type { CSSProperties } from 'react';
import { InnerBlocks, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The flex layout of a container from its attributes. */
function layout(a: Record<string, unknown>): CSSProperties {
  return {
    display: 'flex',
    flexDirection: a.direction === 'row' ? 'row' : 'column',
    gap: String(a.gap ?? '12px'),
    justifyContent: String(a.justifyContent ?? 'flex-start'),
    alignItems: String(a.alignItems ?? 'stretch'),
    flexWrap: a.wrap ? 'wrap' : 'nowrap',
  };
}

/** Groups blocks in a row or a column (direction, gap, alignment in its Settings). */
export const container: TemplateBlockDefinition = {
  name: 'eventin-pro/container',
  edit: ({ attributes }) => {
    const innerBlocksProps = useInnerBlocksProps(useBlockProps({ style: layout(attributes) }), { renderAppender: InnerBlocks.ButtonBlockAppender });
    return <div {...innerBlocksProps} />;
  },
  save: ({ attributes }) => (
    <div {...useBlockProps.save({ style: layout(attributes) })}>
      <InnerBlocks.Content />
    </div>
  ),
};
