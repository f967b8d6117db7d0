import { i18n } from '@lingui/core';
import { DynamicPreview, SampleRows } from '../shared/DynamicPreview';
import { sample } from '../shared/previewValues';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Ticket id, type, price, seat and payment status. */
export const ticketInfo: TemplateBlockDefinition = {
  name: 'eventin-pro/ticket-info',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/ticket-info">
      <SampleRows
        rows={[
          { label: i18n._('Ticket ID'), value: sample('ticket_id'), show: a.showTicketId },
          { label: i18n._('Ticket'), value: sample('ticket_type'), show: a.showTicketType },
          { label: i18n._('Price'), value: sample('ticket_price'), show: a.showPrice },
          { label: i18n._('Seat'), value: sample('attendee_seat'), show: a.showSeat },
          { label: i18n._('Payment'), value: sample('payment_status'), show: a.showPaymentStatus },
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
