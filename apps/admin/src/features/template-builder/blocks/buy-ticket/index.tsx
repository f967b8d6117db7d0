import { i18n } from '@lingui/core';
import { DynamicPreview, SampleRows, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The ticket form: ticket variations, quantities, checkout. */
export const buyTicket: TemplateBlockDefinition = {
  name: 'eventin-pro/buy-ticket',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/buy-ticket">
      <SectionTitle attributes={attributes} />
      <SampleRows rows={[{ label: 'General Admission', value: '$49.00 · 0' }, { label: 'VIP', value: '$149.00 · 0' }]} />
      <span className="etn-sample-button">{i18n._('Buy Ticket')}</span>
    </DynamicPreview>
  ),
  save: saveNothing,
};
