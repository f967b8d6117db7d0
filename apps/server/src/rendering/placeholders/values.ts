import { eventPlaceText, formatCalendarDate, formatWallTime, PAYMENT_STATUS_LABELS, PLACEHOLDERS, zoneLabel, type EventItem, type PaymentStatus } from '@eventory/core';
import { escapeHtml } from '../../site/html.js';
import { pagePrice, type PageText } from '../../site/publicText.js';
import { sanitizeRichText } from '../sanitize/sanitize.js';
import type { AttendeeRenderData, RenderSite } from '../types.js';
import type { PlaceholderValue, PlaceholderValues } from './replace.js';

/** Where an event takes place, in words: the address, or the online link ('Online' in the document's language). */
export function eventLocationText(e: EventItem, { i18n }: PageText): string {
  return eventPlaceText(e.location, i18n._('Online'));
}

/** 'completed' → 'Completed' in the document's language; an unknown status as its words ('partially_refunded' → 'Partially refunded'). */
export function statusLabel(status: string, { i18n }: PageText): string {
  const label = PAYMENT_STATUS_LABELS[status as PaymentStatus] as string | undefined;
  if (label) return i18n._(label);
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The event's zone with its abbreviation and offset at the start, for readers elsewhere:
 * `Europe/Berlin (MEZ, UTC+01:00)`, isolated (U+2068…U+2069) so a right-to-left document keeps its
 * closing parenthesis at the end.
 */
export function eventZone(e: EventItem, { locale }: PageText): string {
  return e.start_at ? `\u2068${e.timezone} (${zoneLabel(Date.parse(e.start_at), e.timezone, locale)})\u2069` : e.timezone;
}

/** The seat of an attendee: the extra field named Seat, if any (seats are not assigned otherwise). */
export function attendeeSeat(a: AttendeeRenderData): string {
  const key = Object.keys(a.extra_fields).find((k) => k.trim().toLowerCase() === 'seat');
  return key ? a.extra_fields[key]! : '';
}

/** An attendee's extra fields as a definition list: labels escaped, answers sanitized. */
export function extraFieldsHtml(fields: Record<string, string>): string {
  const entries = Object.entries(fields).filter(([, v]) => String(v ?? '').trim() !== '');
  if (!entries.length) return '';
  return `<dl class="etn-extra-fields">${entries.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${sanitizeRichText(String(v))}</dd>`).join('')}</dl>`;
}

/** Values of the event placeholders, dates and times in the document's locale and the event's own wall clock. */
function eventValues(e: EventItem, site: RenderSite): Record<string, string> {
  const { locale } = site.text;
  return {
    event_title: e.title,
    event_location: eventLocationText(e, site.text),
    event_start_date: formatCalendarDate(e.start_date, { locale }),
    event_end_date: formatCalendarDate(e.end_date || e.start_date, { locale }),
    event_start_time: e.start_time ? formatWallTime(e.start_time, { locale }) : '',
    event_end_time: e.end_time ? formatWallTime(e.end_time, { locale }) : '',
    event_timezone: eventZone(e, site.text),
    event_description: sanitizeRichText(e.description),
    event_url: e.link,
  };
}

/** Values of the attendee, ticket and extra placeholders (qr_code is added by the document when used). */
function attendeeValues(a: AttendeeRenderData, site: RenderSite): Record<string, string> {
  return {
    attendee_name: a.name,
    attendee_email: a.email,
    attendee_phone: a.phone,
    ticket_id: a.ticket_id,
    ticket_price: pagePrice(a.ticket_price, a.currency ?? site.currency, site.text),
    ticket_type: a.ticket_name,
    attendee_seat: attendeeSeat(a),
    payment_status: statusLabel(a.payment_status, site.text),
    extra_fields: extraFieldsHtml(a.extra_fields),
  };
}

/**
 * Every placeholder's value for one render (catalogue: core's PLACEHOLDERS). Event values are
 * marked as samples when `sampleEvent`, attendee/ticket/extra values when `sampleAttendee`.
 */
export function placeholderValues(input: {
  event: EventItem;
  attendee: AttendeeRenderData;
  site: RenderSite;
  sampleEvent: boolean;
  sampleAttendee: boolean;
  qrDataUrl?: string;
}): PlaceholderValues {
  const raw: Record<string, string> = { ...eventValues(input.event, input.site), ...attendeeValues(input.attendee, input.site) };
  if (input.qrDataUrl) raw.qr_code = input.qrDataUrl;
  const out: Record<string, PlaceholderValue> = {};
  for (const p of PLACEHOLDERS) {
    const value = raw[p.name];
    if (value === undefined) continue;
    const sample = p.group === 'Event' ? input.sampleEvent : input.sampleAttendee;
    out[p.name] = { kind: p.kind, value, sample };
  }
  return out;
}
