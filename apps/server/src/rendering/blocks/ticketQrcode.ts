import { html } from '../../site/html.js';
import type { BlockRenderer } from '../types.js';
import { wrap } from './shared.js';

/** Logical margins: `left` is the start side (the right in a right-to-left document). */
const MARGIN: Record<string, string> = { left: 'margin-block:0;margin-inline:0 auto', center: 'margin-block:0;margin-inline:auto', right: 'margin-block:0;margin-inline:auto 0' };

/** `eventin-pro/ticket-qrcode`: the attendee's ticket QR code (what the door scanner reads), `size` px square. */
export const ticketQrcode: BlockRenderer = (attrs, ctx) => {
  const size = Math.min(600, Math.max(40, Number(attrs.size) || 120));
  const margin = MARGIN[String(attrs.align)] ?? MARGIN.center!;
  const { i18n } = ctx.site.text;
  const note = ctx.sampleAttendee ? html`<p class="etn-sample-note">${i18n._('Sample QR code')}</p>` : '';
  return wrap(
    'ticket-qrcode',
    attrs,
    html`<div class="etn-qr" style="width:${size}px;height:${size}px;${margin}" role="img" aria-label="${i18n._('QR code of ticket {id}', { id: ctx.attendee.ticket_id })}">${ctx.qrSvg ?? ''}</div>${note}`,
  );
};
