import { columns, dynamic, group, heading, own, paragraph, root } from '../markup.js';
import { page, SANS, type LibraryDesign } from './types.js';

/** Small upper-case label above a value. */
const label = (text: string, cls: string, color: string) =>
  paragraph(text, { cls, styles: own({ 'font-family': SANS, 'font-size': '10px', 'letter-spacing': '0.18em', 'text-transform': 'uppercase', color, margin: '0 0 2px' }) });

/** Facts of a dynamic info block drawn as label/value rows in the given colours. */
const factRows = (labelColor: string, valueColor: string) => ({
  dt: { color: labelColor, 'font-size': '11px', 'letter-spacing': '0.16em' },
  dd: { color: valueColor, 'font-size': '17px', 'font-weight': '600' },
});

/** A dark admission ticket: event on the left, a perforated stub with the QR code on the right. */
const admissionStub: LibraryDesign = {
  id: 'ticket-admission-stub',
  type: 'ticket',
  name: 'Admission Stub',
  orientation: 'landscape',
  content: root(page('#f4f1ea', '40px'), [
    columns(
      [
        {
          width: '68%',
          look: { cls: 'as-main', styles: own({ background: '#1d2330', color: '#ffffff', padding: '34px 40px', 'border-radius': '16px 0 0 16px', display: 'flex', 'flex-direction': 'column', 'justify-content': 'center' }) },
          children: [
            paragraph('Admit one', { cls: 'as-kicker', styles: own({ display: 'inline-block', 'align-self': 'flex-start', background: '#ff6b4a', color: '#ffffff', 'font-family': SANS, 'font-size': '11px', 'font-weight': '700', 'letter-spacing': '0.2em', 'text-transform': 'uppercase', padding: '5px 12px', 'border-radius': '999px', margin: '0 0 18px' }) }),
            heading(1, '{{event_title}}', { cls: 'as-title', styles: own({ 'font-family': SANS, 'font-size': '42px', 'line-height': '1.12', 'font-weight': '800', color: '#ffffff', margin: '0 0 26px' }) }),
            dynamic('eventin-pro/event-info', { showTitle: false, layout: 'list' }, { cls: 'as-event', styles: own({ 'font-family': SANS, margin: '0 0 24px' }, factRows('#8e98b3', '#ffffff')) }),
            dynamic('eventin-pro/attendee-info', { showEmail: false, layout: 'inline' }, { cls: 'as-attendee', styles: own({ 'font-family': SANS, 'border-top': '1px dashed #3a4358', 'padding-top': '16px' }, factRows('#8e98b3', '#ffd9cf')) }),
          ],
        },
        {
          width: '32%',
          look: { cls: 'as-stub', styles: own({ background: '#ffffff', padding: '34px 24px', 'border-radius': '0 16px 16px 0', 'border-left': '3px dashed #1d2330', 'text-align': 'center', display: 'flex', 'flex-direction': 'column', 'justify-content': 'center' }) },
          children: [
            dynamic('eventin-pro/ticket-qrcode', { size: 180, align: 'center' }, { cls: 'as-qr', styles: own({ margin: '0 0 14px' }) }),
            label('Ticket', 'as-ticket-label', '#8e98b3'),
            paragraph('{{ticket_id}}', { cls: 'as-ticket-id', styles: own({ 'font-family': 'monospace', 'font-size': '14px', 'font-weight': '700', color: '#1d2330', margin: '0 0 12px', 'word-break': 'break-all' }) }),
            paragraph('{{ticket_type}} · {{ticket_price}}', { cls: 'as-type', styles: own({ 'font-family': SANS, 'font-size': '13px', color: '#ff6b4a', 'font-weight': '700', margin: '0' }) }),
          ],
        },
      ],
      { cls: 'as-ticket', styles: own({ gap: '0', height: '100%', 'box-shadow': '0 10px 30px rgba(29, 35, 48, 0.25)', 'border-radius': '16px' }) },
    ),
  ]),
};

/** A boarding-pass layout: a coloured header strip, facts in a grid, QR code at the side. */
const boardingPass: LibraryDesign = {
  id: 'ticket-boarding-pass',
  type: 'ticket',
  name: 'Boarding Pass',
  orientation: 'landscape',
  content: root(page('#ffffff', '0px'), [
    group(
      [
        paragraph('Event pass', { cls: 'bp-strip-label', styles: own({ 'font-family': SANS, 'font-size': '12px', 'letter-spacing': '0.3em', 'text-transform': 'uppercase', color: '#cde7ff', margin: '0' }) }),
        heading(1, '{{event_title}}', { cls: 'bp-strip-title', styles: own({ 'font-family': SANS, 'font-size': '30px', 'font-weight': '800', color: '#ffffff', margin: '4px 0 0' }) }),
      ],
      { cls: 'bp-strip', styles: own({ background: 'linear-gradient(100deg, #0b4f8a, #1479c9)', padding: '30px 40px' }) },
    ),
    columns(
      [
        {
          width: '66%',
          children: [
            columns(
              [
                { children: [label('Passenger', 'bp-l1', '#6b7a90'), paragraph('{{attendee_name}}', { cls: 'bp-name', styles: own({ 'font-family': SANS, 'font-size': '24px', 'font-weight': '700', color: '#0d1b2a', margin: '0' }) })] },
                { children: [label('Seat', 'bp-l2', '#6b7a90'), paragraph('{{attendee_seat}}', { cls: 'bp-seat', styles: own({ 'font-family': SANS, 'font-size': '24px', 'font-weight': '700', color: '#1479c9', margin: '0' }) })] },
              ],
              { cls: 'bp-row1', styles: own({ margin: '0 0 26px' }) },
            ),
            columns(
              [
                { children: [label('Date', 'bp-l3', '#6b7a90'), paragraph('{{event_start_date}}', { cls: 'bp-v3', styles: own({ 'font-family': SANS, 'font-size': '16px', 'font-weight': '600', color: '#0d1b2a', margin: '0' }) })] },
                { children: [label('Doors', 'bp-l4', '#6b7a90'), paragraph('{{event_start_time}}', { cls: 'bp-v4', styles: own({ 'font-family': SANS, 'font-size': '16px', 'font-weight': '600', color: '#0d1b2a', margin: '0' }) })] },
                { children: [label('Class', 'bp-l5', '#6b7a90'), paragraph('{{ticket_type}}', { cls: 'bp-v5', styles: own({ 'font-family': SANS, 'font-size': '16px', 'font-weight': '600', color: '#0d1b2a', margin: '0' }) })] },
              ],
              { cls: 'bp-row2', styles: own({ margin: '0 0 26px' }) },
            ),
            label('Venue', 'bp-l6', '#6b7a90'),
            paragraph('{{event_location}}', { cls: 'bp-venue', styles: own({ 'font-family': SANS, 'font-size': '16px', color: '#0d1b2a', margin: '0 0 26px' }) }),
            dynamic('eventin-pro/ticket-info', { showTicketId: false, showTicketType: false, showSeat: false, layout: 'inline' }, { cls: 'bp-payment', styles: own({ 'font-family': SANS, 'border-top': '1px solid #e1e8f0', 'padding-top': '14px' }, factRows('#6b7a90', '#0d1b2a')) }),
          ],
          look: { cls: 'bp-main', styles: own({ padding: '34px 40px' }) },
        },
        {
          width: '34%',
          look: { cls: 'bp-side', styles: own({ 'border-left': '2px dashed #c5d3e3', padding: '34px 30px', 'text-align': 'center', background: '#f5f9fd' }) },
          children: [
            dynamic('eventin-pro/ticket-qrcode', { size: 170, align: 'center' }, { cls: 'bp-qr' }),
            paragraph('{{ticket_id}}', { cls: 'bp-ticket-id', styles: own({ 'font-family': 'monospace', 'font-size': '14px', 'font-weight': '700', color: '#0d1b2a', margin: '14px 0 4px', 'word-break': 'break-all' }) }),
            paragraph('Show this code at the entrance', { cls: 'bp-hint', styles: own({ 'font-family': SANS, 'font-size': '12px', color: '#6b7a90', margin: '0' }) }),
          ],
        },
      ],
      { cls: 'bp-body', styles: own({ gap: '0', margin: '0', flex: '1' }) },
    ),
  ], { cls: 'bp-page', styles: own({ display: 'flex', 'flex-direction': 'column' }) }),
};

/** A portrait conference badge: colour band, large name, ticket type pill, QR code. */
const conferenceBadge: LibraryDesign = {
  id: 'ticket-conference-badge',
  type: 'ticket',
  name: 'Conference Badge',
  orientation: 'portrait',
  content: root(page('#ffffff', '0px'), [
    group(
      [
        paragraph('{{event_start_date}} · {{event_location}}', { cls: 'cb-when', styles: own({ 'font-family': SANS, 'font-size': '13px', color: '#e9ddff', margin: '0 0 10px', 'text-align': 'center' }) }),
        heading(1, '{{event_title}}', { cls: 'cb-title', styles: own({ 'font-family': SANS, 'font-size': '34px', 'line-height': '1.15', 'font-weight': '800', color: '#ffffff', margin: '0', 'text-align': 'center' }) }),
      ],
      { cls: 'cb-band', styles: own({ background: 'linear-gradient(160deg, #4c1d95, #7c3aed)', padding: '70px 40px 60px', 'border-radius': '0 0 50% 50% / 0 0 60px 60px' }) },
    ),
    group(
      [
        paragraph('{{attendee_name}}', { cls: 'cb-name', styles: own({ 'font-family': SANS, 'font-size': '40px', 'font-weight': '800', color: '#1c1330', 'text-align': 'center', margin: '0 0 14px', 'line-height': '1.1' }) }),
        paragraph('{{ticket_type}}', { cls: 'cb-pill', styles: own({ display: 'table', margin: '0 auto 40px', background: '#f3e8ff', color: '#6d28d9', 'font-family': SANS, 'font-size': '14px', 'font-weight': '700', 'letter-spacing': '0.14em', 'text-transform': 'uppercase', padding: '8px 22px', 'border-radius': '999px' }) }),
        dynamic('eventin-pro/ticket-qrcode', { size: 190, align: 'center' }, { cls: 'cb-qr', styles: own({ margin: '0 auto 14px' }) }),
        paragraph('{{ticket_id}}', { cls: 'cb-ticket-id', styles: own({ 'font-family': 'monospace', 'font-size': '14px', color: '#6b5a8a', 'text-align': 'center', margin: '0' }) }),
      ],
      { cls: 'cb-body', styles: own({ padding: '56px 48px 30px' }) },
    ),
    paragraph('Please wear this badge at all times', { cls: 'cb-foot', styles: own({ position: 'absolute', left: '0', right: '0', bottom: '0', background: '#1c1330', color: '#cbb8f0', 'font-family': SANS, 'font-size': '12px', 'letter-spacing': '0.12em', 'text-transform': 'uppercase', 'text-align': 'center', padding: '16px', margin: '0' }) }),
  ]),
};

/** The library's ticket designs. */
export const TICKET_DESIGNS: LibraryDesign[] = [admissionStub, boardingPass, conferenceBadge];
