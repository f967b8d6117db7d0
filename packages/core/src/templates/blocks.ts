/**
 * Metadata of every block the template builder offers (issue #10 §4, SPEC §3 "Per-block attributes"):
 * one record per block, shared by the editor (tpleditor registers its blocks from these records), the
 * library designs (tplapi) and the server renderer (apps/server/src/rendering). Names and attribute
 * shapes follow the original product (`eventin-pro/...`) so its exported markup opens unchanged.
 *
 * Every block carries `containerClassName` (an extra class on its outer element, also the scope of its
 * styles) and `styles` keyed by device (Desktop / Tablet / Mobile), each mapping a CSS selector to CSS
 * properties; see ./css.ts for how they become `template_css`.
 */

import type { MessageDescriptor } from '../i18n/catalog.js';

/** Template types a block may be used in (SPEC §3 Template.type). */
export type BlockTemplateType = 'event' | 'certificate' | 'ticket';

/** Device keys of a block's `styles` (SPEC §9 "Device types"). */
export const DEVICE_TYPES = ['Desktop', 'Tablet', 'Mobile'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** CSS properties of one selector, e.g. `{ color: '#111', 'font-size': '24px' }` (kebab or camelCase). */
export type CssProperties = Record<string, string | number>;
/** A block's per-device styles: selector → properties (`&` or '' is the block's outer element). */
export type BlockStyles = Partial<Record<DeviceType, Record<string, CssProperties>>>;

/** The four sides of a box value (margin, padding, radius), each a CSS length such as '20px'. */
export interface BoxSides {
  top: string;
  right: string;
  bottom: string;
  left: string;
}

/** The root container's page styling (issue #10 §4, Body Settings). Empty width/height mean the paper size. */
export interface BodyStyling {
  borderRadius: BoxSides;
  margin: BoxSides;
  padding: BoxSides;
  backgroundColor: string;
  /** Background image; `focalPoint` x/y in 0..1 become `background-position`. */
  backgroundImage: { url: string; id: number | null; focalPoint: { x: number; y: number } };
  width: string;
  height: string;
}

/** JSON type of an attribute, as Gutenberg's block.json declares it. */
export type BlockAttributeType = 'string' | 'number' | 'boolean' | 'object' | 'array';

export interface BlockAttributeSpec {
  type: BlockAttributeType;
  default: unknown;
  /** The only values a string attribute takes (Gutenberg's `enum`): the builder offers them as a choice. */
  enum?: readonly string[];
}

/** How the facts of the Ticket, Attendee and Event Info blocks are laid out: one per line, or in a row. */
export const FACT_LAYOUTS = ['list', 'inline'] as const;

/** Category in the inserter. */
export type BlockCategory = 'layout' | 'text' | 'media' | 'ticket' | 'attendee' | 'event';

export interface TemplateBlockMeta {
  /** Full block name, e.g. `eventin-pro/event-title` or `core/paragraph`. */
  name: string;
  /** The inserter's name, a message the builder shows in the admin's language. */
  title: MessageDescriptor;
  /** One line for the inserter, a message like `title`. */
  description: MessageDescriptor;
  category: BlockCategory;
  /** Template types whose editor offers this block. */
  templateTypes: readonly BlockTemplateType[];
  /**
   * true: the server renders it from its attributes and real data (its saved HTML is ignored; a
   * dynamic block with inner blocks saves only them, and the server wraps them); false: its saved
   * HTML is output (placeholders replaced, sanitized).
   */
  dynamic: boolean;
  /** Whether it holds inner blocks. */
  hasInnerBlocks: boolean;
  /** The locked root of a template (cannot be moved or removed). */
  locked?: boolean;
  attributes: Record<string, BlockAttributeSpec>;
}

/** Name of the locked root block of every template. */
export const ROOT_BLOCK_NAME = 'eventin-pro/template-container';

const ALL: readonly BlockTemplateType[] = ['event', 'certificate', 'ticket'];
const PRINT: readonly BlockTemplateType[] = ['certificate', 'ticket'];
const LANDING: readonly BlockTemplateType[] = ['event'];

const emptySides = (v: string): BoxSides => ({ top: v, right: v, bottom: v, left: v });

/** Default of the root's `bodyStyling`: white, padding 20 (SPEC §3 canvas defaults), paper size. */
export const DEFAULT_BODY_STYLING: BodyStyling = {
  borderRadius: emptySides('0px'),
  margin: emptySides('0px'),
  padding: emptySides('20px'),
  backgroundColor: '#ffffff',
  backgroundImage: { url: '', id: null, focalPoint: { x: 0.5, y: 0.5 } },
  width: '',
  height: '',
};

const str = (d = ''): BlockAttributeSpec => ({ type: 'string', default: d });
const num = (d: number): BlockAttributeSpec => ({ type: 'number', default: d });
const bool = (d: boolean): BlockAttributeSpec => ({ type: 'boolean', default: d });
const oneOf = (values: readonly string[], d: string): BlockAttributeSpec => ({ type: 'string', default: d, enum: values });
const obj = (d: object): BlockAttributeSpec => ({ type: 'object', default: d });
const arr = (d: unknown[] = []): BlockAttributeSpec => ({ type: 'array', default: d });

/** Attributes every block has (SPEC §3). */
export const COMMON_BLOCK_ATTRIBUTES: Record<string, BlockAttributeSpec> = {
  containerClassName: str(''),
  styles: obj({ Desktop: {}, Tablet: {}, Mobile: {} }),
};

type MetaInput = Omit<TemplateBlockMeta, 'attributes' | 'hasInnerBlocks'> & {
  attributes?: Record<string, BlockAttributeSpec>;
  hasInnerBlocks?: boolean;
};

function block(m: MetaInput): TemplateBlockMeta {
  return { ...m, hasInnerBlocks: m.hasInnerBlocks ?? false, attributes: { ...COMMON_BLOCK_ATTRIBUTES, ...m.attributes } };
}

const pro = (n: string) => `eventin-pro/${n}`;
const title = (d: string) => ({ title: str(d), showTitle: bool(true) });

/** Every block of the builder, in inserter order. */
export const TEMPLATE_BLOCKS: readonly TemplateBlockMeta[] = [
  // Layout
  block({ name: ROOT_BLOCK_NAME, title: /*i18n*/ { id: 'Template Container' }, description: /*i18n*/ { id: 'The page itself: size, padding, background and corners.' }, category: 'layout', templateTypes: ALL, dynamic: true, hasInnerBlocks: true, locked: true, attributes: { bodyStyling: obj(DEFAULT_BODY_STYLING) } }),
  block({ name: pro('container'), title: /*i18n*/ { id: 'Container' }, description: /*i18n*/ { id: 'Groups blocks in a row or a column.' }, category: 'layout', templateTypes: ALL, dynamic: false, hasInnerBlocks: true, attributes: { direction: str('column'), gap: str('12px'), justifyContent: str('flex-start'), alignItems: str('stretch'), wrap: bool(false) } }),
  block({ name: 'core/group', title: /*i18n*/ { id: 'Group' }, description: /*i18n*/ { id: 'Groups blocks together.' }, category: 'layout', templateTypes: ALL, dynamic: false, hasInnerBlocks: true, attributes: { tagName: str('div'), layout: obj({}) } }),
  block({ name: 'core/columns', title: /*i18n*/ { id: 'Columns' }, description: /*i18n*/ { id: 'Blocks side by side.' }, category: 'layout', templateTypes: ALL, dynamic: false, hasInnerBlocks: true, attributes: { isStackedOnMobile: bool(true), verticalAlignment: str('') } }),
  block({ name: 'core/column', title: /*i18n*/ { id: 'Column' }, description: /*i18n*/ { id: 'One column of a Columns block.' }, category: 'layout', templateTypes: ALL, dynamic: false, hasInnerBlocks: true, attributes: { width: str(''), verticalAlignment: str('') } }),
  block({ name: 'core/buttons', title: /*i18n*/ { id: 'Buttons' }, description: /*i18n*/ { id: 'A row of buttons.' }, category: 'layout', templateTypes: ALL, dynamic: false, hasInnerBlocks: true, attributes: { layout: obj({}) } }),
  block({ name: 'core/button', title: /*i18n*/ { id: 'Button' }, description: /*i18n*/ { id: 'One button of a Buttons block.' }, category: 'layout', templateTypes: ALL, dynamic: false, attributes: { text: str(''), url: str(''), linkTarget: str('') } }),
  block({ name: 'core/separator', title: /*i18n*/ { id: 'Separator' }, description: /*i18n*/ { id: 'A horizontal line.' }, category: 'layout', templateTypes: ALL, dynamic: false }),
  block({ name: 'core/spacer', title: /*i18n*/ { id: 'Spacer' }, description: /*i18n*/ { id: 'Empty vertical space.' }, category: 'layout', templateTypes: ALL, dynamic: false, attributes: { height: str('40px') } }),
  block({ name: pro('diamond-separator'), title: /*i18n*/ { id: 'Diamond Separator' }, description: /*i18n*/ { id: 'A line with a diamond in the middle.' }, category: 'layout', templateTypes: ALL, dynamic: false, attributes: { color: str('#c9a227'), width: str('60%'), thickness: num(1) } }),
  // Text and media
  block({ name: 'core/paragraph', title: /*i18n*/ { id: 'Paragraph' }, description: /*i18n*/ { id: 'Text; may hold {tokens}.', values: { tokens: '{{placeholders}}' } }, category: 'text', templateTypes: ALL, dynamic: false, attributes: { content: str(''), align: str('') } }),
  block({ name: 'core/heading', title: /*i18n*/ { id: 'Heading' }, description: /*i18n*/ { id: 'A heading; may hold {tokens}.', values: { tokens: '{{placeholders}}' } }, category: 'text', templateTypes: ALL, dynamic: false, attributes: { content: str(''), level: num(2), textAlign: str('') } }),
  block({ name: 'core/list', title: /*i18n*/ { id: 'List' }, description: /*i18n*/ { id: 'A bulleted or numbered list.' }, category: 'text', templateTypes: ALL, dynamic: false, hasInnerBlocks: true, attributes: { ordered: bool(false) } }),
  block({ name: 'core/list-item', title: /*i18n*/ { id: 'List item' }, description: /*i18n*/ { id: 'One item of a list.' }, category: 'text', templateTypes: ALL, dynamic: false, attributes: { content: str('') } }),
  block({ name: 'core/image', title: /*i18n*/ { id: 'Image' }, description: /*i18n*/ { id: 'An image; its source may be a placeholder such as {token}.', values: { token: '{{qr_code}}' } }, category: 'media', templateTypes: ALL, dynamic: false, attributes: { url: str(''), alt: str(''), width: str(''), height: str('') } }),
  block({ name: pro('template-heading'), title: /*i18n*/ { id: 'Template Heading' }, description: /*i18n*/ { id: 'A styled heading; may hold {tokens}.', values: { tokens: '{{placeholders}}' } }, category: 'text', templateTypes: ALL, dynamic: false, attributes: { content: str('Certificate of Attendance'), level: num(2), textAlign: str('center') } }),
  block({ name: pro('custom-image'), title: /*i18n*/ { id: 'Custom Image' }, description: /*i18n*/ { id: 'An uploaded image (logo, signature, badge).' }, category: 'media', templateTypes: ALL, dynamic: false, attributes: { url: str(''), id: { type: 'number', default: null }, alt: str(''), width: str('120px'), height: str('auto'), align: str('center') } }),
  block({ name: pro('custom-button'), title: /*i18n*/ { id: 'Custom Button' }, description: /*i18n*/ { id: 'A link styled as a button.' }, category: 'text', templateTypes: ALL, dynamic: false, attributes: { text: str('Click here'), url: str('#'), openInNewTab: bool(false), align: str('left') } }),
  // Ticket and attendee (print templates)
  block({ name: pro('ticket-qrcode'), title: /*i18n*/ { id: 'Ticket QR Code' }, description: /*i18n*/ { id: "The attendee's ticket QR code, scanned at check-in." }, category: 'ticket', templateTypes: PRINT, dynamic: true, attributes: { size: num(120), align: str('center') } }),
  block({ name: pro('ticket-info'), title: /*i18n*/ { id: 'Ticket Info' }, description: /*i18n*/ { id: 'Ticket id, type, price, seat and payment status.' }, category: 'ticket', templateTypes: PRINT, dynamic: true, attributes: { showTicketId: bool(true), showTicketType: bool(true), showPrice: bool(true), showSeat: bool(true), showPaymentStatus: bool(true), layout: oneOf(FACT_LAYOUTS, 'list') } }),
  block({ name: pro('attendee-info'), title: /*i18n*/ { id: 'Attendee Info' }, description: /*i18n*/ { id: "The attendee's name, email and phone." }, category: 'attendee', templateTypes: PRINT, dynamic: true, attributes: { showName: bool(true), showEmail: bool(true), showPhone: bool(false), layout: oneOf(FACT_LAYOUTS, 'list') } }),
  block({ name: pro('attendee-extra-fields'), title: /*i18n*/ { id: 'Attendee Extra Fields' }, description: /*i18n*/ { id: 'The extra fields the attendee filled in at booking.' }, category: 'attendee', templateTypes: PRINT, dynamic: true, attributes: { ...title('Additional information') } }),
  block({ name: pro('event-info'), title: /*i18n*/ { id: 'Event Info' }, description: /*i18n*/ { id: "The event's title, date, time, timezone and location." }, category: 'event', templateTypes: PRINT, dynamic: true, attributes: { showTitle: bool(true), showDate: bool(true), showTime: bool(true), showTimezone: bool(true), showLocation: bool(true), layout: oneOf(FACT_LAYOUTS, 'list') } }),
  // Event landing page
  block({ name: pro('event-title'), title: /*i18n*/ { id: 'Event Title' }, description: /*i18n*/ { id: "The event's title." }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { tagName: str('h1'), textAlign: str('left') } }),
  block({ name: pro('event-banner'), title: /*i18n*/ { id: 'Event Banner' }, description: /*i18n*/ { id: 'A wide image at the top of the page.' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { url: str(''), alt: str(''), height: str('360px'), showTitle: bool(true) } }),
  block({ name: pro('event-datetime'), title: /*i18n*/ { id: 'Event Date & Time' }, description: /*i18n*/ { id: 'When the event starts and ends, in its timezone.' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { showDate: bool(true), showTime: bool(true), showTimezone: bool(true) } }),
  block({ name: pro('event-venue'), title: /*i18n*/ { id: 'Event Venue' }, description: /*i18n*/ { id: 'Where the event takes place (address or online link).' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('Venue'), showMap: bool(false) } }),
  block({ name: pro('event-description'), title: /*i18n*/ { id: 'Event Description' }, description: /*i18n*/ { id: "The event's description." }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('About this event') } }),
  block({ name: pro('event-schedule'), title: /*i18n*/ { id: 'Event Schedule' }, description: /*i18n*/ { id: 'The programme: schedules and their slots.' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { style: str('list') } }),
  block({ name: pro('event-speaker'), title: /*i18n*/ { id: 'Event Speakers' }, description: /*i18n*/ { id: "The event's speakers." }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('Speakers'), columns: num(3), showDesignation: bool(true), showSocial: bool(true) } }),
  block({ name: pro('event-organizer'), title: /*i18n*/ { id: 'Event Organizers' }, description: /*i18n*/ { id: "The event's organizers." }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('Organizers'), showLogo: bool(true) } }),
  block({ name: pro('event-attendee'), title: /*i18n*/ { id: 'Event Attendees' }, description: /*i18n*/ { id: 'Who is coming (attendees of completed bookings).' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('Attendees'), showAvatar: bool(true), showEmail: bool(false), limit: num(12) } }),
  block({ name: pro('event-faq'), title: /*i18n*/ { id: 'Event FAQ' }, description: /*i18n*/ { id: 'Questions and answers.' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('FAQ'), items: arr([]) } }),
  block({ name: pro('event-logo'), title: /*i18n*/ { id: 'Event Logo' }, description: /*i18n*/ { id: "The event's logo image." }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { url: str(''), alt: str(''), width: str('120px') } }),
  block({ name: pro('event-category'), title: /*i18n*/ { id: 'Event Categories' }, description: /*i18n*/ { id: "The event's categories." }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('Categories') } }),
  block({ name: pro('event-tag'), title: /*i18n*/ { id: 'Event Tags' }, description: /*i18n*/ { id: "The event's tags." }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('Tags') } }),
  block({ name: pro('event-social'), title: /*i18n*/ { id: 'Event Social Links' }, description: /*i18n*/ { id: 'Links to the event on social networks.' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('Follow'), links: arr([]) } }),
  block({ name: pro('event-count-down-timer'), title: /*i18n*/ { id: 'Event Countdown' }, description: /*i18n*/ { id: 'Days, hours, minutes and seconds until the start.' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { showSeconds: bool(true), expiredText: str('This event has started') } }),
  block({ name: pro('event-add-calender'), title: /*i18n*/ { id: 'Add to Calendar' }, description: /*i18n*/ { id: 'Add the event to Google Calendar or download an .ics file.' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { buttonText: str('Add to Calendar') } }),
  block({ name: pro('event-rsvp'), title: /*i18n*/ { id: 'Event RSVP' }, description: /*i18n*/ { id: 'The RSVP form (when the RSVP module is on).' }, category: 'event', templateTypes: LANDING, dynamic: true }),
  block({ name: pro('buy-ticket'), title: /*i18n*/ { id: 'Buy Ticket' }, description: /*i18n*/ { id: 'The ticket form: ticket variations, quantities, checkout.' }, category: 'event', templateTypes: LANDING, dynamic: true }),
  block({ name: pro('recurring-event'), title: /*i18n*/ { id: 'Recurring Events' }, description: /*i18n*/ { id: 'The other occurrences of a recurring event.' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('More dates'), limit: num(10) } }),
  block({ name: pro('related-events'), title: /*i18n*/ { id: 'Related Events' }, description: /*i18n*/ { id: 'Upcoming events sharing a category or tag.' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { ...title('Related events'), limit: num(3) } }),
  block({ name: pro('shortcode'), title: /*i18n*/ { id: 'Shortcode' }, description: /*i18n*/ { id: 'A widget of the Shortcodes page, from its [etn_…] shortcode.' }, category: 'event', templateTypes: LANDING, dynamic: true, attributes: { shortcode: str('') } }),
];

/** Block metadata by name. */
export const TEMPLATE_BLOCKS_BY_NAME: Readonly<Record<string, TemplateBlockMeta>> = Object.fromEntries(TEMPLATE_BLOCKS.map((b) => [b.name, b]));

/** The metadata of one block, or undefined for a block the builder does not know (kept, shown as unknown). */
export function templateBlock(name: string): TemplateBlockMeta | undefined {
  return TEMPLATE_BLOCKS_BY_NAME[name];
}

/** Blocks whose editor is offered for a template type. */
export function blocksForTemplateType(type: BlockTemplateType): TemplateBlockMeta[] {
  return TEMPLATE_BLOCKS.filter((b) => b.templateTypes.includes(type));
}

/** A fresh copy of a block's attribute defaults (undefined names give {}). */
export function blockDefaults(name: string): Record<string, unknown> {
  const meta = TEMPLATE_BLOCKS_BY_NAME[name];
  if (!meta) return {};
  return Object.fromEntries(Object.entries(meta.attributes).map(([k, spec]) => [k, structuredClone(spec.default)]));
}

/** A block's attributes with its defaults filled in (the stored comment omits defaults, as Gutenberg does). */
export function withBlockDefaults(name: string, attrs: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return { ...blockDefaults(name), ...attrs };
}
