import { DynamicPreview, SampleRows, sample } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Ticket id, type, price, seat and payment status. */
export const ticketInfo: TemplateBlockDefinition = {
  name: 'eventin-pro/ticket-info',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/ticket-info">
      <SampleRows
        rows={[
          { label: 'Ticket ID', value: sample('ticket_id'), show: a.showTicketId },
          { label: 'Ticket', value: sample('ticket_type'), show: a.showTicketType },
          { label: 'Price', value: sample('ticket_price'), show: a.showPrice },
          { label: 'Seat', value: sample('attendee_seat'), show: a.showSeat },
          { label: 'Payment', value: sample('payment_status'), show: a.showPaymentStatus },
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
