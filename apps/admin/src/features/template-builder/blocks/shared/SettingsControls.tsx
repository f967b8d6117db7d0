import { i18n } from '@lingui/core';
import { PanelBody, SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import type { MessageDescriptor, TemplateBlockMeta } from '@eventory/core';

/** Attributes with their own editor (rich text, styles, the root's Body Settings, lists). */
const NOT_SETTINGS = new Set(['containerClassName', 'styles', 'bodyStyling', 'content', 'items', 'links', 'id', 'url', 'shortcode']);

/** The labels of the builder's own blocks' settings, by attribute key, shown in the admin's language. */
const ATTRIBUTE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  title: /*i18n*/ { id: 'Title' },
  showTitle: /*i18n*/ { id: 'Show title' },
  showDate: /*i18n*/ { id: 'Show date' },
  showTime: /*i18n*/ { id: 'Show time' },
  showTimezone: /*i18n*/ { id: 'Show timezone' },
  showLocation: /*i18n*/ { id: 'Show location' },
  showName: /*i18n*/ { id: 'Show name' },
  showEmail: /*i18n*/ { id: 'Show email' },
  showPhone: /*i18n*/ { id: 'Show phone' },
  showTicketId: /*i18n*/ { id: 'Show ticket id' },
  showTicketType: /*i18n*/ { id: 'Show ticket type' },
  showPrice: /*i18n*/ { id: 'Show price' },
  showSeat: /*i18n*/ { id: 'Show seat' },
  showPaymentStatus: /*i18n*/ { id: 'Show payment status' },
  showMap: /*i18n*/ { id: 'Show map' },
  showDesignation: /*i18n*/ { id: 'Show designation' },
  showSocial: /*i18n*/ { id: 'Show social links' },
  showLogo: /*i18n*/ { id: 'Show logo' },
  showAvatar: /*i18n*/ { id: 'Show avatar' },
  showSeconds: /*i18n*/ { id: 'Show seconds' },
  layout: /*i18n*/ { id: 'Layout' },
  style: /*i18n*/ { id: 'Style' },
  columns: /*i18n*/ { id: 'Columns' },
  limit: /*i18n*/ { id: 'Limit' },
  width: /*i18n*/ { id: 'Width' },
  height: /*i18n*/ { id: 'Height' },
  alt: /*i18n*/ { id: 'Alternative text' },
  align: /*i18n*/ { id: 'Alignment' },
  textAlign: /*i18n*/ { id: 'Text alignment' },
  tagName: /*i18n*/ { id: 'HTML tag' },
  level: /*i18n*/ { id: 'Heading level' },
  text: /*i18n*/ { id: 'Text' },
  openInNewTab: /*i18n*/ { id: 'Open in a new tab' },
  size: /*i18n*/ { id: 'Size' },
  color: /*i18n*/ { id: 'Colour' },
  thickness: /*i18n*/ { id: 'Thickness' },
  direction: /*i18n*/ { id: 'Direction' },
  gap: /*i18n*/ { id: 'Gap' },
  justifyContent: /*i18n*/ { id: 'Justify content' },
  alignItems: /*i18n*/ { id: 'Align items' },
  wrap: /*i18n*/ { id: 'Wrap' },
  expiredText: /*i18n*/ { id: 'Text once started' },
  buttonText: /*i18n*/ { id: 'Button text' },
};

/** The words of an attribute's choices (an `enum`), shown in the admin's language; a value without them reads as it is. */
const CHOICE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  list: /*i18n*/ { id: 'One per line' },
  inline: /*i18n*/ { id: 'In a row' },
};

/** An attribute's label in the admin's language; a key without one reads `showTicketId` → 'Show ticket id'. */
export function attributeLabel(key: string): string {
  const label = ATTRIBUTE_LABELS[key];
  if (label) return i18n._(label);
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface SettingsControlsProps {
  meta: TemplateBlockMeta;
  attributes: Record<string, unknown>;
  setAttributes: (attrs: Record<string, unknown>) => void;
}

/** A Settings panel built from a block's metadata: a toggle per boolean, a choice per `enum`, a field per other text or number. */
export function SettingsControls({ meta, attributes, setAttributes }: SettingsControlsProps) {
  const keys = Object.entries(meta.attributes).filter(([key, spec]) => !NOT_SETTINGS.has(key) && spec.type !== 'object' && spec.type !== 'array');
  if (keys.length === 0) return null;
  return (
    <PanelBody title={i18n._('Settings')}>
      {keys.map(([key, spec]) =>
        spec.type === 'boolean' ? (
          <ToggleControl key={key} __nextHasNoMarginBottom label={attributeLabel(key)} checked={Boolean(attributes[key])} onChange={(v: boolean) => setAttributes({ [key]: v })} />
        ) : spec.enum ? (
          <SelectControl
            key={key}
            __next40pxDefaultSize
            __nextHasNoMarginBottom
            label={attributeLabel(key)}
            value={String(attributes[key] ?? spec.default)}
            options={spec.enum.map((value) => ({ value, label: CHOICE_LABELS[value] ? i18n._(CHOICE_LABELS[value]) : value }))}
            onChange={(v: string) => setAttributes({ [key]: v })}
          />
        ) : (
          <TextControl
            key={key}
            __next40pxDefaultSize
            __nextHasNoMarginBottom
            type={spec.type === 'number' ? 'number' : 'text'}
            label={attributeLabel(key)}
            value={String(attributes[key] ?? '')}
            onChange={(v: string) => setAttributes({ [key]: spec.type === 'number' ? Number(v) : v })}
          />
        ),
      )}
    </PanelBody>
  );
}
