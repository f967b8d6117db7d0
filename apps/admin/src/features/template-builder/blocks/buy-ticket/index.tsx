import { i18n } from '@lingui/core';
import { DynamicPreview, SampleRows, SectionTitle } from '../shared/DynamicPreview';
import { useEditorEvent } from '../shared/editorEvent';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The ticket form: ticket variations, quantities, checkout. */
export const buyTicket: TemplateBlockDefinition = {
  name: 'eventin-pro/buy-ticket',
  edit: function BuyTicketEdit({ attributes }) {
    const { facts, live } = useEditorEvent();
    return (
      <DynamicPreview name="eventin-pro/buy-ticket" live={live}>
        <SectionTitle attributes={attributes} />
        <SampleRows rows={facts.tickets.map((t) => ({ label: t.name, value: `${t.price} · 0` }))} />
        <span className="etn-sample-button">{i18n._('Buy Ticket')}</span>
      </DynamicPreview>
    );
  },
  save: saveNothing,
};
