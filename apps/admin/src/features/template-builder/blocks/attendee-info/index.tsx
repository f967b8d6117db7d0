import { i18n } from '@lingui/core';
import { DynamicPreview, SampleRows } from '../shared/DynamicPreview';
import { sample } from '../shared/previewValues';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The attendee's name, email and phone. */
export const attendeeInfo: TemplateBlockDefinition = {
  name: 'eventin-pro/attendee-info',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/attendee-info">
      <SampleRows
        rows={[
          { label: i18n._('Name'), value: sample('attendee_name'), show: a.showName },
          { label: i18n._('Email'), value: sample('attendee_email'), show: a.showEmail },
          { label: i18n._('Phone'), value: sample('attendee_phone'), show: a.showPhone },
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
