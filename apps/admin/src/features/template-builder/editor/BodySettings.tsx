import { FocalPointPicker, PanelBody, TextControl, __experimentalBoxControl as BoxControl, ColorPalette } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { DEFAULT_BODY_STYLING, ROOT_BLOCK_NAME, type BodyStyling, type BoxSides } from '@eventory/core';

const COLORS = [
  { name: 'White', color: '#ffffff' },
  { name: 'Ivory', color: '#fbf8f1' },
  { name: 'Mist', color: '#f3f5fa' },
  { name: 'Ink', color: '#1f2340' },
  { name: 'Indigo', color: '#3b3bb3' },
];

interface RootBlock {
  clientId: string;
  name: string;
  attributes: { bodyStyling?: Partial<BodyStyling> };
}

/**
 * The Body Settings tab (issue #10 §4): the root template-container's bodyStyling (border radius,
 * margin, padding, background colour or image with focal point, width, height).
 */
export function BodySettings() {
  const root = useSelect((select) => (select(blockEditorStore) as unknown as { getBlocks: () => RootBlock[] }).getBlocks().find((b) => b.name === ROOT_BLOCK_NAME), []);
  const { updateBlockAttributes } = useDispatch(blockEditorStore) as unknown as { updateBlockAttributes: (id: string, attrs: object) => void };
  if (!root) return <p className="etn-builder-panel-help">This template has no root container, so it has no body settings.</p>;
  const body: BodyStyling = { ...DEFAULT_BODY_STYLING, ...root.attributes.bodyStyling };
  const set = (patch: Partial<BodyStyling>) => updateBlockAttributes(root.clientId, { bodyStyling: { ...body, ...patch } });
  const box = (label: string, key: 'borderRadius' | 'margin' | 'padding') => (
    <BoxControl __next40pxDefaultSize label={label} values={body[key]} onChange={(v: Partial<BoxSides>) => set({ [key]: { ...body[key], ...v } })} />
  );
  return (
    <div className="etn-builder-body-settings">
      <PanelBody title="Size">
        <TextControl __next40pxDefaultSize __nextHasNoMarginBottom label="Width" help="Empty: the paper size (842 px landscape, 595 px portrait) or the full page." value={body.width} onChange={(width: string) => set({ width })} />
        <TextControl __next40pxDefaultSize __nextHasNoMarginBottom label="Height" value={body.height} onChange={(height: string) => set({ height })} />
      </PanelBody>
      <PanelBody title="Spacing and corners">
        {box('Padding', 'padding')}
        {box('Margin', 'margin')}
        {box('Border radius', 'borderRadius')}
      </PanelBody>
      <PanelBody title="Background">
        <ColorPalette colors={COLORS} value={body.backgroundColor} onChange={(color?: string) => set({ backgroundColor: color ?? '#ffffff' })} />
        <TextControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label="Background image URL"
          value={body.backgroundImage.url}
          onChange={(url: string) => set({ backgroundImage: { ...body.backgroundImage, url } })}
        />
        {body.backgroundImage.url && (
          <FocalPointPicker
            __nextHasNoMarginBottom
            label="Focal point"
            url={body.backgroundImage.url}
            value={body.backgroundImage.focalPoint}
            onChange={(focalPoint: { x: number; y: number }) => set({ backgroundImage: { ...body.backgroundImage, focalPoint } })}
          />
        )}
      </PanelBody>
    </div>
  );
}
