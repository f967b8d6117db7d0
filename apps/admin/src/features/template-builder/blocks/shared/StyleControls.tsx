import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { InspectorControls } from '@wordpress/block-editor';
import type { BlockStyles, CssProperties } from '@eventory/core';
import { useEditorDevice } from './editorDevice';

/** The properties of a block's outer element (selector `&`) the Inspector edits, per device. */
const PROPERTIES: Array<{ prop: string; label: string; help?: string; options?: string[] }> = [
  { prop: 'color', label: 'Text colour', help: 'e.g. #1f1f1f' },
  { prop: 'background-color', label: 'Background colour', help: 'e.g. #ffffff or transparent' },
  { prop: 'font-size', label: 'Font size', help: 'e.g. 18px' },
  { prop: 'font-weight', label: 'Font weight', options: ['', '400', '500', '600', '700'] },
  { prop: 'text-align', label: 'Text align', options: ['', 'left', 'center', 'right'] },
  { prop: 'padding', label: 'Padding', help: 'e.g. 8px 16px' },
  { prop: 'margin', label: 'Margin', help: 'e.g. 0 0 12px' },
  { prop: 'border-radius', label: 'Border radius', help: 'e.g. 8px' },
];

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
      <PanelBody title={`Styles: ${device}`} initialOpen={false}>
        {PROPERTIES.map(({ prop, label, help, options }) =>
          options ? (
            <SelectControl
              key={prop}
              __next40pxDefaultSize
              __nextHasNoMarginBottom
              label={label}
              value={String(own[prop] ?? '')}
              options={options.map((o) => ({ value: o, label: o || 'Default' }))}
              onChange={(v: string) => setProperty(prop, v)}
            />
          ) : (
            <TextControl key={prop} __next40pxDefaultSize __nextHasNoMarginBottom label={label} help={help} value={String(own[prop] ?? '')} onChange={(v: string) => setProperty(prop, v)} />
          ),
        )}
      </PanelBody>
      <InspectorControls group="advanced">
        <TextControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label="Container class name"
          help="Extra CSS classes on this block; its styles are scoped by them."
          value={className}
          onChange={(v: string) => setAttributes({ containerClassName: v })}
        />
      </InspectorControls>
    </>
  );
}
