import { i18n } from '@lingui/core';
import { PanelBody, TextControl } from '@wordpress/components';
import type { MessageDescriptor } from '@eventory/core';

/**
 * The landing blocks whose content events do not hold (events have no banner, logo, FAQ or social
 * links field): what the block shows comes from its own attributes, the same on every event's page
 * (issue #10 leftovers). Each with the help text the inspector shows and whether it takes an image URL.
 */
const TEMPLATE_DATA_BLOCKS: Record<string, { help: MessageDescriptor; imageUrl?: boolean }> = {
  'eventin-pro/event-banner': {
    help: /*i18n*/ { id: "Events have no banner field: this block shows the image whose address you give here, the same on every event's page that uses this template. Without one it shows a coloured band with the event's title." },
    imageUrl: true,
  },
  'eventin-pro/event-logo': {
    help: /*i18n*/ { id: "Events have no logo field: this block shows the image whose address you give here, the same on every event's page that uses this template." },
    imageUrl: true,
  },
  'eventin-pro/event-faq': {
    help: /*i18n*/ { id: "Events have no FAQ field: the questions and answers are part of this template (the block's items, as in a template imported from the original product), the same on every event's page. Without any, the block shows nothing." },
  },
  'eventin-pro/event-social': {
    help: /*i18n*/ { id: "Events have no social links field: the links are part of this template (the block's links, as in a template imported from the original product), the same on every event's page. Without any, the block shows nothing." },
  },
};

interface TemplateDataHelpProps {
  name: string;
  attributes: Record<string, unknown>;
  setAttributes: (attrs: Record<string, unknown>) => void;
}

/** The inspector's 'Content' panel of a block whose content lives in the template: where it comes from, and its image address where it takes one. */
export function TemplateDataHelp({ name, attributes, setAttributes }: TemplateDataHelpProps) {
  const block = TEMPLATE_DATA_BLOCKS[name];
  if (!block) return null;
  return (
    <PanelBody title={i18n._('Content')}>
      <p className="etn-block-data-help">{i18n._(block.help)}</p>
      {block.imageUrl && (
        <TextControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          type="url"
          label={i18n._('Image URL')}
          value={String(attributes.url ?? '')}
          onChange={(url: string) => setAttributes({ url })}
        />
      )}
    </PanelBody>
  );
}
