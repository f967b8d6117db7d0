import { i18n } from '@lingui/core';
import { DynamicPreview, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The RSVP form (when the RSVP module is on). */
export const eventRsvp: TemplateBlockDefinition = {
  name: 'eventin-pro/event-rsvp',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/event-rsvp">
      <SectionTitle attributes={attributes} />
      <div className="etn-sample-actions">
        <span className="etn-sample-button">{i18n._('Going')}</span>
        <span className="etn-sample-button etn-sample-button--ghost">{i18n._('Maybe')}</span>
        <span className="etn-sample-button etn-sample-button--ghost">{i18n._('Not going')}</span>
      </div>
    </DynamicPreview>
  ),
  save: saveNothing,
};
