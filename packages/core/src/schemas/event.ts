import { z } from 'zod';
import { EVENT_STATUS_FILTERS, type EventState, type PublishStatus } from '../eventStatus.js';
import { EVENT_LIST_ORDERBY, MAX_OCCURRENCES } from '../constants.js';
import { MAX_ID, bodyId, dateString, idParam, pagingQuery, timeString, timezoneString } from './common.js';
import { eventPeopleIds } from './speaker.js';
import { isSkippedTime } from '../timezone.js';

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * A recurring parent's rule (issue "Recurrence"): daily, weekly on weekdays, monthly by date or by
 * nth weekday, yearly; an interval; and an end by `until` (local date, inclusive) or `count`.
 * Without either, occurrences are generated for one year ahead.
 */
export const recurrenceRule = z
  .object({
    frequency: z.enum(['daily', 'weekly', 'monthly', 'yearly'], { message: /*i18n*/ 'Choose daily, weekly, monthly or yearly' }),
    interval: z.number().int().min(1, /*i18n*/ 'The interval is at least 1').max(365, /*i18n*/ 'The interval is at most 365').default(1),
    weekdays: z.array(z.enum(WEEKDAYS)).max(7).default([]),
    monthly_mode: z.enum(['date', 'nth_weekday']).default('date'),
    /** For monthly nth_weekday: 1–4, or -1 for the last; defaults to the start date's position. */
    position: z.union([z.literal(-1), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullish(),
    /** Local dates left out of the series (iCalendar EXDATE). */
    exdates: z.array(dateString).max(1000).default([]),
    until: dateString.nullish(),
    count: z.number().int().min(1, /*i18n*/ 'At least one occurrence').max(MAX_OCCURRENCES, /*i18n*/ 'At most {maximum} occurrences').nullish(),
  })
  .refine((r) => !(r.until && r.count), { message: /*i18n*/ 'End the recurrence by a date or by a count, not both', path: ['count'] });
export type RecurrenceRule = z.output<typeof recurrenceRule>;

/** The highest price a ticket variation may have, in the site's currency. */
export const MAX_TICKET_PRICE = 1_000_000_000;

/** A ticket variation as the editor sends it; `slug` is kept when present, generated when not. */
export const ticketVariationInput = z.object({
  // Up to 200: before slugs were capped, a variation's came whole from its name (up to 200 characters).
  slug: z.string().trim().max(200).regex(/^[a-z0-9-]*$/, /*i18n*/ 'A slug uses lowercase letters, digits and dashes').optional(),
  name: z.string({ message: /*i18n*/ 'Ticket name is required' }).trim().min(1, /*i18n*/ 'Ticket name is required').max(200),
  price: z.number({ message: /*i18n*/ 'Price must be a number' }).min(0, /*i18n*/ 'Price cannot be negative').max(MAX_TICKET_PRICE, /*i18n*/ 'Price is at most {maximum}'),
  capacity: z.number({ message: /*i18n*/ 'Capacity must be a number' }).int().min(-1, /*i18n*/ 'Capacity is -1 (unlimited) or more').max(MAX_ID, /*i18n*/ 'Capacity is at most {maximum}'),
});

/**
 * The positions of ticket variations whose name repeats an earlier one's, compared trimmed and
 * case-insensitively ('VIP' and ' vip '): a buyer could not tell the two apart on the booking form.
 * @param names the variations' names in their order
 * @returns indexes into `names`, ascending; the first of each name is not listed
 */
export function repeatedTicketNames(names: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  names.forEach((name, index) => {
    const key = name.trim().toLocaleLowerCase();
    if (key === '') return;
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

/** Walk of 30 Nov 2026: two tickets named 'Standard' were saved, and the booking form listed both. */
export const repeatedTicketName = /*i18n*/ 'Another ticket of this event has this name';

const ticketVariations = z
  .array(ticketVariationInput)
  .max(50)
  .superRefine((rows, ctx) => {
    for (const index of repeatedTicketNames(rows.map((row) => row.name))) {
      ctx.addIssue({ code: 'custom', message: repeatedTicketName, path: [index, 'name'] });
    }
  });

export const eventLocation = z.object({
  type: z.enum(['offline', 'online']).default('offline'),
  address: z.object({ address: z.string().trim().max(500).default('') }).default({ address: '' }),
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: /*i18n*/ 'Give a full http(s) URL such as https://meet.example.com/room' })]).default(''),
});

const eventFields = z.object({
  title: z.string({ message: /*i18n*/ 'Event title is required' }).trim().min(1, /*i18n*/ 'Event title is required').max(300, /*i18n*/ 'Keep the title under 300 characters'),
  description: z.string().max(100_000).default(''),
  start_date: dateString,
  end_date: dateString.nullish(),
  start_time: timeString.nullish(),
  end_time: timeString.nullish(),
  timezone: timezoneString.default('UTC'),
  status: z.enum(['draft', 'publish'], { message: /*i18n*/ "Status is 'draft' or 'publish'" }).default('draft'),
  location: eventLocation.nullish(),
  categories: z.array(bodyId).max(100).default([]),
  tags: z.array(bodyId).max(100).default([]),
  ticket_variations: ticketVariations.default([]),
  recurring_enabled: z.enum(['yes', 'no']).default('no'),
  recurrence: recurrenceRule.nullish(),
  certificate_template: bodyId.nullish(),
  /** Landing page and ticket templates (issue #10): ids of templates of type event / ticket. */
  landing_template: bodyId.nullish(),
  ticket_template: bodyId.nullish(),
  /** Whether the Attendee List widget may show this event's attendees' emails (issue #11 §3); off by default. */
  attendee_list_show_email: z.boolean({ message: /*i18n*/ 'attendee_list_show_email is true or false' }).default(false),
  /** Whether the event's public page lists who attends, by name (the front-end attendee list, issue #11 §5); off by default. */
  attendee_list_public: z.boolean({ message: /*i18n*/ 'attendee_list_public is true or false' }).default(false),
  /** Speakers, organizers (speaker ids) and schedules the event shows (issue #3 editor sections). */
  speakers: eventPeopleIds,
  organizers: eventPeopleIds,
  schedules: z.array(bodyId).max(100).default([]),
});

function endNotBeforeStart(e: { start_date: string; end_date?: string | null; start_time?: string | null; end_time?: string | null }) {
  const end = e.end_date || e.start_date;
  if (end < e.start_date) return false;
  if (end === e.start_date && e.start_time && e.end_time) return e.end_time >= e.start_time;
  return true;
}

const endMessage = { message: /*i18n*/ 'The event must end after it starts', path: ['end_date'] };
/** Walk of 30 Nov 2026: 02:30 on a spring-forward night was saved as 03:30 while the lists still said 2:30. */
const skippedTime = /*i18n*/ "This time does not exist on that day in the event's time zone: the clocks go forward over it. Choose a later time.";
const startNotSkipped = (e: { start_date: string; start_time?: string | null; timezone: string }) => !e.start_time || !isSkippedTime(e.start_date, e.start_time, e.timezone);
const endNotSkipped = (e: { start_date: string; end_date?: string | null; end_time?: string | null; timezone: string }) =>
  !e.end_time || !isSkippedTime(e.end_date || e.start_date, e.end_time, e.timezone);
const recurrenceMessage = { message: /*i18n*/ 'Give a recurrence rule when recurring is enabled', path: ['recurrence'] };

/** Event create body (SPEC §3 field names). */
export const eventInput = eventFields
  .refine(endNotBeforeStart, endMessage)
  .refine(startNotSkipped, { message: skippedTime, path: ['start_time'] })
  .refine(endNotSkipped, { message: skippedTime, path: ['end_time'] })
  .refine((e) => e.recurring_enabled !== 'yes' || !!e.recurrence, recurrenceMessage);
export type EventInput = z.input<typeof eventInput>;
export type EventInputParsed = z.output<typeof eventInput>;

/**
 * Event update body: any subset of the fields, with no defaults filled in (an absent field keeps
 * its stored value). The service validates the merged event with {@link eventInput}.
 */
export const eventPatch = z.object(
  Object.fromEntries(
    Object.entries(eventFields.shape).map(([key, schema]) => [key, (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional()]),
  ),
) as unknown as z.ZodType<Partial<z.output<typeof eventFields>>, Partial<z.input<typeof eventFields>>>;
export type EventPatch = z.output<typeof eventPatch>;

/**
 * Event list query (SPEC §7 "List events", issue #9 §1): filters, paging, `orderby`/`order`
 * (`order` defaults to desc, as in the original) and `occurrences` (see {@link collapsesSeries}).
 */
export const eventListQuery = pagingQuery.extend({
  start_date: dateString.optional(),
  end_date: dateString.optional(),
  status: z.enum(EVENT_STATUS_FILTERS, { message: /*i18n*/ 'status is one of all, draft, ongoing, upcoming, past' }).default('all'),
  search_keyword: z.string().trim().max(200, /*i18n*/ 'Keep the search under 200 characters').optional(),
  parent: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  orderby: z.enum(EVENT_LIST_ORDERBY, { message: /*i18n*/ 'orderby is one of {values}' }).optional(),
  order: z.enum(['asc', 'desc'], { message: /*i18n*/ 'order is asc or desc' }).optional(),
  occurrences: z.enum(['hide', 'show'], { message: /*i18n*/ 'occurrences is hide or show' }).optional(),
});
export type EventListQuery = z.output<typeof eventListQuery>;

/**
 * Whether a list query shows a recurring series as its parent row alone (issue #9 §1): yes unless
 * it searches, filters by dates or asks for one parent's occurrences; `occurrences` overrides.
 */
export function collapsesSeries(q: Pick<EventListQuery, 'search_keyword' | 'start_date' | 'end_date' | 'parent' | 'occurrences'>): boolean {
  if (q.occurrences) return q.occurrences === 'hide';
  return !q.search_keyword && q.start_date === undefined && q.end_date === undefined && q.parent === undefined;
}

/**
 * `GET /api/v2/events/options`: events for pickers (SPEC §3 "Event list item (pickers): id, title"),
 * open to every role that works with events, bookings, attendees or check-in. `search` matches the
 * title; `id` asks for one event by id (a picker showing its chosen value).
 */
export const eventOptionsQuery = z.object({
  search: z.string().trim().max(200, /*i18n*/ 'Keep the search under 200 characters').optional(),
  id: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(50, /*i18n*/ 'limit is at most 50').default(20),
});
export type EventOptionsQuery = z.output<typeof eventOptionsQuery>;

/** One event of a picker; `start_date` tells occurrences of a series apart. */
export interface EventOption {
  id: number;
  title: string;
  start_date: string;
  /** The event's zone (IANA or `UTC±H[:MM]`): the scanner states its check-in times in it. */
  timezone: string;
  /** Its start and end, ISO 8601 UTC instants: the scanner warns when the event is not today. */
  start_at: string;
  end_at: string;
  /** 'yes' for a recurring series' parent, which pickers tell from its first occurrence (same title and date). */
  recurring_enabled: 'yes' | 'no';
}

export interface TicketVariation {
  slug: string;
  name: string;
  price: number;
  capacity: number;
  sold: number;
}

export interface EventLocation {
  type: 'offline' | 'online';
  address: { address: string };
  url: string;
}

/** An event on the wire (SPEC §3). `start_at`/`end_at` are ISO 8601 UTC instants. */
export interface EventItem {
  id: number;
  title: string;
  slug: string;
  description: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  status: PublishStatus;
  /** The computed state at the time of the answer (SPEC §4). */
  event_status: EventState;
  start_at: string;
  end_at: string;
  location: EventLocation | null;
  parent: number;
  recurring_enabled: 'yes' | 'no';
  recurrence: RecurrenceRule | null;
  sold_tickets: number;
  total_ticket: number;
  link: string;
  certificate_template: number | null;
  landing_template: number | null;
  ticket_template: number | null;
  /** The Attendee List widget may show attendees' emails (when its shortcode asks too). */
  attendee_list_show_email: boolean;
  /** The public page lists the attendees' names (the front-end attendee list container). */
  attendee_list_public: boolean;
  categories: number[];
  tags: number[];
  ticket_variations: TicketVariation[];
  speakers: number[];
  organizers: number[];
  schedules: number[];
  created_at: string;
  updated_at: string;
  /** List answers only, on a recurring parent: how many occurrences it has. */
  occurrence_count?: number;
  /** List answers only, on a recurring parent: its next occurrence not yet ended, else its last; null without any. */
  next_occurrence?: NextOccurrence | null;
}

/** The occurrence a recurring parent's list row shows (issue #9 §1). */
export interface NextOccurrence {
  id: number;
  start_date: string;
  start_time: string;
  start_at: string;
  end_at: string;
  timezone: string;
}
