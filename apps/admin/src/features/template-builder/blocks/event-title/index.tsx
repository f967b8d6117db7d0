import { createElement } from 'react';
import { DynamicPreview } from '../shared/DynamicPreview';
import { useEditorEvent } from '../shared/editorEvent';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's title. */
export const eventTitle: TemplateBlockDefinition = {
  name: 'eventin-pro/event-title',
  edit: function EventTitleEdit({ attributes: a }) {
    const { facts, live } = useEditorEvent();
    return (
      <DynamicPreview name="eventin-pro/event-title" live={live}>
        {createElement(/^h[1-6]$/.test(String(a.tagName)) ? String(a.tagName) : 'h1', { className: 'etn-event-title', style: { textAlign: a.textAlign || 'left' } }, facts.title)}
      </DynamicPreview>
    );
  },
  save: saveNothing,
};
