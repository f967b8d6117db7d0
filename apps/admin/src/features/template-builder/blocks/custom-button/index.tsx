import { i18n } from '@lingui/core';
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { TemplateBlockDefinition } from '../shared/registerTemplateBlock';

const wrapStyle = (a: Record<string, unknown>) => ({ textAlign: (a.align as 'left' | 'center' | 'right') || 'left' });

/** A link styled as a button (its address in Settings). */
export const customButton: TemplateBlockDefinition = {
  name: 'eventin-pro/custom-button',
  edit: ({ attributes, setAttributes }) => (
    <div {...useBlockProps({ className: 'etn-custom-button', style: wrapStyle(attributes) })}>
      <RichText tagName="span" className="etn-custom-button__link" value={String(attributes.text ?? '')} onChange={(text) => setAttributes({ text })} placeholder={i18n._('Button text')} aria-label={i18n._('Button text')} allowedFormats={[]} />
    </div>
  ),
  save: ({ attributes }) => (
    <div {...useBlockProps.save({ className: 'etn-custom-button', style: wrapStyle(attributes) })}>
      <a className="etn-custom-button__link" href={String(attributes.url || '#')} {...(attributes.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <RichText.Content value={String(attributes.text ?? '')} />
      </a>
    </div>
  ),
};
