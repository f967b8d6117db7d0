import { html } from '../../site/html.js';
import type { BlockRenderer } from '../types.js';
import { wrap } from './shared.js';

const MARGIN: Record<string, string> = { left: '0 auto 0 0', center: '0 auto', right: '0 0 0 auto' };

/** `eventin-pro/ticket-qrcode`: the attendee's ticket QR code (what the door scanner reads), `size` px square. */
export const ticketQrcode: BlockRenderer = (attrs, ctx) => {
  const size = Math.min(600, Math.max(40, Number(attrs.size) || 120));
  const margin = MARGIN[String(attrs.align)] ?? MARGIN.center!;
  const note = ctx.sampleAttendee ? html`<p class="etn-sample-note">Sample QR code</p>` : '';
  return wrap(
    'ticket-qrcode',
    attrs,
    html`<div class="etn-qr" style="width:${size}px;height:${size}px;margin:${margin}" role="img" aria-label="QR code of ticket ${ctx.attendee.ticket_id}">${ctx.qrSvg ?? ''}</div>${note}`,
  );
};
