import { i18n } from '@lingui/core';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { InspectorControls } from '@wordpress/block-editor';
import type { BlockStyles, CssProperties, MessageDescriptor } from '@eventory/core';
import { DEVICE_NAMES } from '../../deviceNames';
import { useEditorDevice } from './editorDevice';

/** The properties of a block's outer element (selector `&`) the Inspector edits, per device. */
const PROPERTIES: Array<{ prop: string; label: MessageDescriptor; help?: string; options?: string[] }> = [
  { prop: 'color', label: /*i18n*/ { id: 'Text colour' }, help: '#1f1f1f' },
  { prop: 'background-color', label: /*i18n*/ { id: 'Background colour' }, help: '#ffffff, transparent' },
  { prop: 'font-size', label: /*i18n*/ { id: 'Font size' }, help: '18px' },
  { prop: 'font-weight', label: /*i18n*/ { id: 'Font weight' }, options: ['', '400', '500', '600', '700'] },
  { prop: 'text-align', label: /*i18n*/ { id: 'Text align' }, options: ['', 'left', 'center', 'right'] },
  { prop: 'padding', label: /*i18n*/ { id: 'Padding' }, help: '8px 16px' },
  { prop: 'margin', label: /*i18n*/ { id: 'Margin' }, help: '0 0 12px' },
  { prop: 'border-radius', label: /*i18n*/ { id: 'Border radius' }, help: '8px' },
];

/** The words of the text-align choices (CSS keywords stay the values). */
const OPTION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  '': /*i18n*/ { id: 'Default' },
  left: /*i18n*/ { id: 'Left' },
  center: /*i18n*/ { id: 'Centre' },
  right: /*i18n*/ { id: 'Right' },
};

/** A fresh class that scopes a block's styles (core's templateCssFromBlocks needs one). */
const newClassName = () => `etn-block-${Math.random().toString(36).slice(2, 8)}`;

interface StyleControlsProps {
  attributes: Record<string, unknown>;
  setAttributes: (attrs: Record<string, unknown>) => void;
}

/**
 * Inspector panels every block gets (issue #10 §4): its `containerClassName` (in the Advanced panel), and its `styles` for
 * the device the editor shows (Desktop, Tablet or Mobile), written as selector `&` → properties.
 * The first style given to a block without a class gives it one, so the style can be scoped.
 */
export function StyleControls({ attributes, setAttributes }: StyleControlsProps) {
  const device = useEditorDevice();
  const className = typeof attributes.containerClassName === 'string' ? attributes.containerClassName : '';
  const styles = (attributes.styles ?? {}) as BlockStyles;
  const own: CssProperties = styles[device]?.['&'] ?? {};

  const setProperty = (prop: string, value: string) => {
    const next: CssProperties = { ...own };
    if (value.trim()) next[prop] = value;
    else delete next[prop];
    setAttributes({
      styles: { ...styles, [device]: { ...styles[device], '&': next } },
      ...(className.trim() ? {} : { containerClassName: newClassName() }),
    });
  };

  return (
    <>
      <PanelBody title={i18n._('Styles: {device}', { device: i18n._(DEVICE_NAMES[device]) })} initialOpen={false}>
        {PROPERTIES.map(({ prop, label, help, options }) =>
          options ? (
            <SelectControl
              key={prop}
              __next40pxDefaultSize
              __nextHasNoMarginBottom
              label={i18n._(label)}
              value={String(own[prop] ?? '')}
              options={options.map((o) => ({ value: o, label: OPTION_LABELS[o] ? i18n._(OPTION_LABELS[o]) : o }))}
              onChange={(v: string) => setProperty(prop, v)}
            />
          ) : (
            <TextControl
              key={prop}
              __next40pxDefaultSize
              __nextHasNoMarginBottom
              label={i18n._(label)}
              help={help && i18n._('e.g. {example}', { example: help })}
              value={String(own[prop] ?? '')} onChange={(v: string) => setProperty(prop, v)} />
          ),
        )}
      </PanelBody>
      <InspectorControls group="advanced">
        <TextControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label={i18n._('Container class name')}
          help={i18n._('Extra CSS classes on this block; its styles are scoped by them.')}
          value={className}
          onChange={(v: string) => setAttributes({ containerClassName: v })}
        />
      </InspectorControls>
    </>
  );
}
