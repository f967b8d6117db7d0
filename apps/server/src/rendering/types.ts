import type { BlockTemplateType, EventItem, RsvpEventInfo } from '@eventory/core';
import type { EventProgram } from '../modules/schedules/eventProgram.js';
import type { SafeHtml } from '../site/html.js';
import type { ProgrammeQuery } from '../site/programme.js';
import type { PageText } from '../site/publicText.js';
import type { PlaceholderValues } from './placeholders/replace.js';

/** What the renderer needs of a stored template (tplapi's `templates` row; SPEC §3 Template). */
export interface RenderTemplate {
  id: number;
  name: string;
  type: BlockTemplateType;
  orientation: 'landscape' | 'portrait';
  content: string;
}

/** A name with an id: an event's category or tag. */
export interface NamedTerm {
  id: number;
  name: string;
}

/** An event with everything its dynamic blocks show (loaded by `loadEventRenderData`). */
export interface EventRenderData {
  event: EventItem;
  program: EventProgram;
  categories: NamedTerm[];
  tags: NamedTerm[];
  /** Attendees of completed bookings, first ones first (capped by the loader). */
  attendees: { name: string; email: string }[];
  /** How many attendees the event has in all (completed bookings). */
  attendeeCount: number;
  rsvp: RsvpEventInfo | null;
  /** The other dates of its series (children of the same parent), soonest first. */
  occurrences: EventItem[];
  /** Upcoming published events sharing a category or tag. */
  related: EventItem[];
}

/** The attendee a ticket or certificate is for. */
export interface AttendeeRenderData {
  ticket_id: string;
  name: string;
  email: string;
  phone: string;
  ticket_name: string;
  ticket_price: number;
  /** The currency (ISO 4217) of `ticket_price`: its booking's; the site's when absent (samples, a ticket without a booking). */
  currency?: string;
  payment_status: string;
  ticket_status: string;
  /** Label → answer. */
  extra_fields: Record<string, string>;
}

/** Site settings the blocks use, and the language the document is in (issue #12 §2). */
export interface RenderSite {
  siteUrl: string;
  currency: string;
  paymentInstructions: string;
  /** Settings' `reservation_hours` (the booking form names the zone of a reservation's end). */
  reservationHours: number;
  /**
   * The document's language: a landing page the visitor's, a ticket or certificate its booking's,
   * a preview the site's default. Its `locale` writes every date, time and price.
   */
  text: PageText;
}

/**
 * `renderTemplateDocument` input. Without `event`, the event's values and blocks are samples;
 * without `attendee` (ticket and certificate templates), so are the attendee's and ticket's: the
 * document then says so in a banner and marks each sample value. `sample: true` forces the banner.
 */
export interface RenderInput {
  template: RenderTemplate;
  event?: EventRenderData;
  attendee?: AttendeeRenderData;
  sample?: boolean;
  site: RenderSite;
  /** ms since the epoch (countdowns, "upcoming"); now by default. */
  now?: number;
  /** The page's title; the template's name or the event's title by default. */
  title?: string;
  /** Site chrome above the template (the public header of a landing page); hidden in print. */
  chrome?: SafeHtml;
  /** Extra head markup (e.g. the event's Open Graph metadata). */
  head?: SafeHtml;
  /** The programme's day/track/room (a landing page's query string). */
  programmeQuery?: ProgrammeQuery;
  /** Renders one shortcode's text (a widget of issue #11) where the description holds it; without it shortcodes stay text. */
  shortcodes?: (text: string) => Promise<SafeHtml>;
}

/** What every dynamic block renderer gets. */
export interface BlockContext {
  template: RenderTemplate;
  data: EventRenderData;
  attendee: AttendeeRenderData;
  site: RenderSite;
  now: number;
  values: PlaceholderValues;
  /** The event's (or attendee's) values are samples. */
  sampleEvent: boolean;
  sampleAttendee: boolean;
  /** The ticket's QR code as inline SVG (generated once per render when a block needs it). */
  qrSvg: SafeHtml | null;
  /** A block's text attribute with placeholders replaced (plain text: still to be escaped). */
  text(value: unknown): string;
  /** The programme's day/track/room from the page's query string. */
  programmeQuery: ProgrammeQuery;
  /** Scripts (same-site paths) the blocks need; the document loads each once. */
  scripts: Set<string>;
  /** See {@link RenderInput.shortcodes}. */
  shortcodes?: (text: string) => Promise<SafeHtml>;
}

/** A dynamic block's server renderer: its attributes (defaults filled in) and its inner blocks' HTML. */
export type BlockRenderer = (attrs: Record<string, unknown>, ctx: BlockContext, inner: SafeHtml) => SafeHtml | Promise<SafeHtml>;
