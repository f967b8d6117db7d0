import { i18n } from '@lingui/core';
import { FocalPointPicker, PanelBody, TextControl, __experimentalBoxControl as BoxControl, ColorPalette } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { DEFAULT_BODY_STYLING, ROOT_BLOCK_NAME, type BodyStyling, type BoxSides, type MessageDescriptor } from '@eventory/core';

/** The background swatches, their names messages shown in the admin's language. */
const COLORS: readonly { name: MessageDescriptor; color: string }[] = [
  { name: /*i18n*/ { id: 'White' }, color: '#ffffff' },
  { name: /*i18n*/ { id: 'Ivory' }, color: '#fbf8f1' },
  { name: /*i18n*/ { id: 'Mist' }, color: '#f3f5fa' },
  { name: /*i18n*/ { id: 'Ink' }, color: '#1f2340' },
  { name: /*i18n*/ { id: 'Indigo' }, color: '#3b3bb3' },
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
  if (!root) return <p className="etn-builder-panel-help">{i18n._('This template has no root container, so it has no body settings.')}</p>;
  const body: BodyStyling = { ...DEFAULT_BODY_STYLING, ...root.attributes.bodyStyling };
  const set = (patch: Partial<BodyStyling>) => updateBlockAttributes(root.clientId, { bodyStyling: { ...body, ...patch } });
  const box = (label: string, key: 'borderRadius' | 'margin' | 'padding') => (
    <BoxControl __next40pxDefaultSize label={label} values={body[key]} onChange={(v: Partial<BoxSides>) => set({ [key]: { ...body[key], ...v } })} />
  );
  return (
    <div className="etn-builder-body-settings">
      <PanelBody title={i18n._('Size')}>
        <TextControl __next40pxDefaultSize __nextHasNoMarginBottom label={i18n._('Width')} help={i18n._('Empty: the paper size (842 px landscape, 595 px portrait) or the full page.')} value={body.width} onChange={(width: string) => set({ width })} />
        <TextControl __next40pxDefaultSize __nextHasNoMarginBottom label={i18n._('Height')} value={body.height} onChange={(height: string) => set({ height })} />
      </PanelBody>
      <PanelBody title={i18n._('Spacing and corners')}>
        {box(i18n._('Padding'), 'padding')}
        {box(i18n._('Margin'), 'margin')}
        {box(i18n._('Border radius'), 'borderRadius')}
      </PanelBody>
      <PanelBody title={i18n._('Background')}>
        <ColorPalette colors={COLORS.map(({ name, color }) => ({ name: i18n._(name), color }))} value={body.backgroundColor} onChange={(color?: string) => set({ backgroundColor: color ?? '#ffffff' })} />
        <TextControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label={i18n._('Background image URL')}
          value={body.backgroundImage.url}
          onChange={(url: string) => set({ backgroundImage: { ...body.backgroundImage, url } })}
        />
        {body.backgroundImage.url && (
          <FocalPointPicker
            __nextHasNoMarginBottom
            label={i18n._('Focal point')}
            url={body.backgroundImage.url}
            value={body.backgroundImage.focalPoint}
            onChange={(focalPoint: { x: number; y: number }) => set({ backgroundImage: { ...body.backgroundImage, focalPoint } })}
          />
        )}
      </PanelBody>
    </div>
  );
}
