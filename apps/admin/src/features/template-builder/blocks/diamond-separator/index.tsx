import { useBlockProps } from '@wordpress/block-editor';
import type { TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The separator's markup: two lines and a diamond between them, in the chosen colour and width. */
function Separator({ attributes, blockProps }: { attributes: Record<string, unknown>; blockProps: Record<string, unknown> }) {
  const color = String(attributes.color || '#c9a227');
  const line = { borderTop: `${Number(attributes.thickness) || 1}px solid ${color}` };
  return (
    <div {...blockProps}>
      <div className="etn-diamond-separator__inner" style={{ width: String(attributes.width || '60%') }}>
        <span className="etn-diamond-separator__line" style={line} />
        <span className="etn-diamond-separator__diamond" style={{ background: color }} />
        <span className="etn-diamond-separator__line" style={line} />
      </div>
    </div>
  );
}

/** A line with a diamond in the middle (colour, width and thickness in Settings). */
export const diamondSeparator: TemplateBlockDefinition = {
  name: 'eventin-pro/diamond-separator',
  edit: ({ attributes }) => <Separator attributes={attributes} blockProps={useBlockProps({ className: 'etn-diamond-separator' })} />,
  save: ({ attributes }) => <Separator attributes={attributes} blockProps={useBlockProps.save({ className: 'etn-diamond-separator' })} />,
};
