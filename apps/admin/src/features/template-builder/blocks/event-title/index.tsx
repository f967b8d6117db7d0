import { createElement } from 'react';
import { DynamicPreview, sample } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's title. */
export const eventTitle: TemplateBlockDefinition = {
  name: 'eventin-pro/event-title',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-title">
      {createElement(/^h[1-6]$/.test(String(a.tagName)) ? String(a.tagName) : 'h1', { className: 'etn-event-title', style: { textAlign: a.textAlign || 'left' } }, sample('event_title'))}
    </DynamicPreview>
  ),
  save: saveNothing,
};
