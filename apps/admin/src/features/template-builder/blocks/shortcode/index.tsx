import { i18n } from '@lingui/core';
import { useId } from 'react';
import { useBlockProps } from '@wordpress/block-editor';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/**
 * A widget of the Shortcodes page placed on the landing page (issue #11 §4): the author pastes its
 * `[etn_…]` shortcode here; the server renders the widget in place from real data.
 */
export const shortcode: TemplateBlockDefinition = {
  name: 'eventin-pro/shortcode',
  edit: function ShortcodeEdit({ attributes, setAttributes }) {
    const blockProps = useBlockProps({ className: 'etn-shortcode-block' });
    const id = useId();
    return (
      <div {...blockProps}>
        <label className="etn-shortcode-block__label" htmlFor={id}>
          {i18n._('Shortcode')}
        </label>
        <textarea
          id={id}
          className="etn-shortcode-block__input"
          rows={2}
          spellCheck={false}
          placeholder='[etn_pro_events_standard event_count="3"]'
          value={String(attributes.shortcode ?? '')}
          onChange={(e) => setAttributes({ shortcode: e.target.value })}
        />
        <p className="etn-shortcode-block__note">
          {i18n._('Generate a shortcode on the Shortcodes page and paste it here. The widget shows on the event page, with real data, where this block stands.')}
        </p>
      </div>
    );
  },
  save: saveNothing,
};
