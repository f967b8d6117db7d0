import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import type { TemplateBlockMeta } from '@eventory/core';

/** Attributes with their own editor (rich text, styles, the root's Body Settings, lists). */
const NOT_SETTINGS = new Set(['containerClassName', 'styles', 'bodyStyling', 'content', 'items', 'links', 'id', 'url', 'shortcode']);

/** `showTicketId` → 'Show ticket id'. */
export function attributeLabel(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface SettingsControlsProps {
  meta: TemplateBlockMeta;
  attributes: Record<string, unknown>;
  setAttributes: (attrs: Record<string, unknown>) => void;
}

/** A Settings panel built from a block's metadata: a toggle per boolean, a field per text or number. */
export function SettingsControls({ meta, attributes, setAttributes }: SettingsControlsProps) {
  const keys = Object.entries(meta.attributes).filter(([key, spec]) => !NOT_SETTINGS.has(key) && spec.type !== 'object' && spec.type !== 'array');
  if (keys.length === 0) return null;
  return (
    <PanelBody title="Settings">
      {keys.map(([key, spec]) =>
        spec.type === 'boolean' ? (
          <ToggleControl key={key} __nextHasNoMarginBottom label={attributeLabel(key)} checked={Boolean(attributes[key])} onChange={(v: boolean) => setAttributes({ [key]: v })} />
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
