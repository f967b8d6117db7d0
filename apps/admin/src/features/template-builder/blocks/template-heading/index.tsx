import { i18n } from '@lingui/core';
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { TemplateBlockDefinition } from '../shared/registerTemplateBlock';

const tagOf = (level: unknown) => `h${Math.min(6, Math.max(1, Number(level) || 2))}`;

/** A styled heading whose text may hold {{placeholders}}. */
export const templateHeading: TemplateBlockDefinition = {
  name: 'eventin-pro/template-heading',
  edit: ({ attributes, setAttributes }) => (
    <RichText
      {...useBlockProps({ className: 'etn-template-heading', style: { textAlign: String(attributes.textAlign || 'center') } })}
      tagName={tagOf(attributes.level)}
      value={String(attributes.content ?? '')}
      onChange={(content) => setAttributes({ content })}
      placeholder={i18n._('Heading')}
      aria-label={i18n._('Template heading')}
    />
  ),
  save: ({ attributes }) => (
    <RichText.Content
      {...useBlockProps.save({ className: 'etn-template-heading', style: { textAlign: String(attributes.textAlign || 'center') } })}
      tagName={tagOf(attributes.level)}
      value={String(attributes.content ?? '')}
    />
  ),
};
