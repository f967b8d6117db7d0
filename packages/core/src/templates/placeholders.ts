/**
 * The placeholders a template may hold as `{{name}}` (SPEC §3 "Insertable placeholders", issue #10 §3
 * Placeholders panel, §5 rendering). The editor lists them grouped with their meaning; the server
 * replaces them with the real values: `text` values HTML-escaped, `html` values sanitized (description,
 * extra fields), `url` values (the QR code image) only as safe URLs. Unknown names stay visible.
 */

/** The groups of the Placeholders panel, in order; each name a catalogue message (shown with `i18n._`). */
export const PLACEHOLDER_GROUPS = [/*i18n*/ 'Event', /*i18n*/ 'Attendee', /*i18n*/ 'Ticket', /*i18n*/ 'Extra'] as const;
export type PlaceholderGroup = (typeof PLACEHOLDER_GROUPS)[number];

/** How the server inserts a value: escaped text, sanitized HTML, or a URL (data: image or http(s)). */
export type PlaceholderKind = 'text' | 'html' | 'url';

export interface Placeholder {
  name: string;
  group: PlaceholderGroup;
  /** One line shown in the Placeholders panel (a catalogue message, shown with `i18n._`). */
  meaning: string;
  kind: PlaceholderKind;
  /** The value previews show without a real attendee or event (marked as sample). */
  sample: string;
}

/** A 1x1 transparent GIF: the sample of `qr_code` (previews draw a sample QR code themselves). */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Every placeholder, in panel order. The SPEC §3 ones come first in each group. */
export const PLACEHOLDERS: readonly Placeholder[] = [
  { name: 'event_title', group: 'Event', meaning: /*i18n*/ "The event's title", kind: 'text', sample: 'Annual Design Conference' },
  { name: 'event_location', group: 'Event', meaning: /*i18n*/ "The venue's address, or the online link", kind: 'text', sample: '12 Harbour Street, Lisbon' },
  { name: 'event_start_date', group: 'Event', meaning: /*i18n*/ 'The day the event starts', kind: 'text', sample: 'March 14, 2027' },
  { name: 'event_end_time', group: 'Event', meaning: /*i18n*/ 'The time the event ends', kind: 'text', sample: '5:00 PM' },
  { name: 'event_timezone', group: 'Event', meaning: /*i18n*/ "The event's timezone", kind: 'text', sample: 'Europe/Lisbon' },
  { name: 'event_end_date', group: 'Event', meaning: /*i18n*/ 'The day the event ends', kind: 'text', sample: 'March 15, 2027' },
  { name: 'event_start_time', group: 'Event', meaning: /*i18n*/ 'The time the event starts', kind: 'text', sample: '9:00 AM' },
  { name: 'event_description', group: 'Event', meaning: /*i18n*/ "The event's description (formatted text)", kind: 'html', sample: '<p>Two days of talks and workshops.</p>' },
  { name: 'event_url', group: 'Event', meaning: /*i18n*/ "The address of the event's public page", kind: 'url', sample: 'https://example.com/events/annual-design-conference' },
  { name: 'attendee_name', group: 'Attendee', meaning: /*i18n*/ "The attendee's full name", kind: 'text', sample: 'Jordan Rivera' },
  { name: 'attendee_email', group: 'Attendee', meaning: /*i18n*/ "The attendee's email address", kind: 'text', sample: 'jordan@example.com' },
  { name: 'attendee_phone', group: 'Attendee', meaning: /*i18n*/ "The attendee's phone number", kind: 'text', sample: '+351 912 345 678' },
  { name: 'ticket_id', group: 'Ticket', meaning: /*i18n*/ 'The unique ticket id printed on the ticket', kind: 'text', sample: 'TKT-4F7A2C91' },
  { name: 'ticket_price', group: 'Ticket', meaning: /*i18n*/ 'The price paid for the ticket', kind: 'text', sample: '$49.00' },
  { name: 'ticket_type', group: 'Ticket', meaning: /*i18n*/ 'The ticket variation bought (e.g. VIP)', kind: 'text', sample: 'General Admission' },
  { name: 'attendee_seat', group: 'Ticket', meaning: /*i18n*/ "The attendee's seat, when seats are assigned", kind: 'text', sample: 'Row C, Seat 12' },
  { name: 'payment_status', group: 'Ticket', meaning: /*i18n*/ "The booking's payment status", kind: 'text', sample: 'Completed' },
  { name: 'qr_code', group: 'Ticket', meaning: /*i18n*/ "The ticket's QR code image (use as an image source)", kind: 'url', sample: BLANK_IMAGE },
  { name: 'extra_fields', group: 'Extra', meaning: /*i18n*/ 'The extra fields the attendee filled in at booking', kind: 'html', sample: '<dl><dt>Company</dt><dd>Acme Studio</dd></dl>' },
];

/** Placeholder by name. */
export const PLACEHOLDERS_BY_NAME: Readonly<Record<string, Placeholder>> = Object.fromEntries(PLACEHOLDERS.map((p) => [p.name, p]));

/** Placeholders of one group, in panel order. */
export function placeholdersOf(group: PlaceholderGroup): Placeholder[] {
  return PLACEHOLDERS.filter((p) => p.group === group);
}

/** The text the Placeholders panel copies: `{{name}}`. */
export function placeholderToken(name: string): string {
  return `{{${name}}}`;
}

/** Matches `{{ name }}` tokens (letters, digits, underscore; spaces inside the braces allowed). */
export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
