import type { PublicEvent, PublicEventState, PublicLocation, PublicPerson, PublicSocial, PublicTerm } from '@eventory/widgets';
import type { DB } from '../../db/database.js';
import { htmlToPlainText } from '../../rendering/plainText.js';
import { PUBLICLY_LISTED_PAYMENT_STATUS } from '../attendees/present.js';

/**
 * The public read-only data layer of the widgets and the public API (issue #11 §3): published
 * events only, and only the public fields of events and people. Nothing private (emails, authors,
 * ticket ids, prices paid) is selected, so nothing private can leave it.
 */

export type PublicOrder = 'ASC' | 'DESC';
/** SPEC §9 "Orderby options" (events add their start and end dates). */
export type PublicOrderBy = 'title' | 'ID' | 'post_date' | 'name' | 'etn_start_date' | 'etn_end_date';
/** SPEC §9 "Status filter". */
export type PublicStatus = 'all' | 'upcoming' | 'ongoing' | 'expire';

/** What an event list asks for; every field maps to a shortcode attribute of SPEC §9. */
export interface PublicEventQuery {
  ids?: number[];
  /** Occurrences of these recurring events only. */
  parentIds?: number[];
  categoryIds?: number[];
  tagIds?: number[];
  /** Events at these places only: stored location JSON, as {@link upcomingLocations} answers it. */
  locations?: string[];
  limit: number;
  order: PublicOrder;
  orderby: PublicOrderBy;
  status: PublicStatus;
  /** Include occurrences of recurring events (`show_child_event`). */
  children: boolean;
  /** Include the recurring series' parents (`show_parent_event`). */
  parents: boolean;
  /** The instant "now" is judged at, ISO 8601 (tests pin it). */
  now?: string;
  /** Events ending at or after this instant, ISO 8601 (a calendar's range). */
  from?: string;
  /** Events starting before this instant, ISO 8601. */
  to?: string;
}

const EVENT_ORDER = { title: 'events.title', ID: 'events.id', post_date: 'events.created_at', name: 'events.slug', etn_start_date: 'events.start_at', etn_end_date: 'events.end_at' } as const;
const PERSON_ORDER = { title: 'speakers.sort_name', ID: 'speakers.id', post_date: 'speakers.created_at', name: 'speakers.slug', etn_start_date: 'speakers.id', etn_end_date: 'speakers.id' } as const;

/** The most rows one query answers (a shortcode's limit beyond it is capped). */
export const PUBLIC_MAX_LIMIT = 100;

function stateOf(startAt: string, endAt: string, now: string): PublicEventState {
  if (startAt > now) return 'upcoming';
  return endAt >= now ? 'ongoing' : 'expired';
}

function parseLocation(json: string | null): PublicLocation | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as { type?: string; address?: { address?: string } };
    return { type: value.type === 'online' ? 'online' : 'offline', address: String(value.address?.address ?? '') };
  } catch {
    return null;
  }
}

/** Published events matching a widget's query, with their terms and attendee counts. */
export async function publicEvents(db: DB, q: PublicEventQuery, siteUrl: string): Promise<PublicEvent[]> {
  const now = q.now ?? new Date().toISOString();
  let query = db
    .selectFrom('events')
    .select(['id', 'title', 'slug', 'description', 'start_at', 'end_at', 'timezone', 'location', 'parent', 'recurring_enabled'])
    .where('status', '=', 'publish');
  if (q.ids?.length) query = query.where('events.id', 'in', q.ids);
  if (q.parentIds?.length) query = query.where('parent', 'in', q.parentIds);
  if (q.categoryIds?.length) query = query.where('events.id', 'in', db.selectFrom('event_categories').select('event_id').where('category_id', 'in', q.categoryIds));
  if (q.tagIds?.length) query = query.where('events.id', 'in', db.selectFrom('event_tags').select('event_id').where('tag_id', 'in', q.tagIds));
  if (q.locations?.length) query = query.where('location', 'in', q.locations);
  if (q.status === 'upcoming') query = query.where('start_at', '>', now);
  if (q.status === 'ongoing') query = query.where('start_at', '<=', now).where('end_at', '>=', now);
  if (q.status === 'expire') query = query.where('end_at', '<', now);
  if (q.from) query = query.where('end_at', '>=', q.from);
  if (q.to) query = query.where('start_at', '<', q.to);
  if (!q.children) query = query.where('parent', '=', 0);
  if (!q.parents) query = query.where((eb) => eb.or([eb('recurring_enabled', '=', 'no'), eb('parent', '>', 0)]));
  const direction = q.order === 'ASC' ? 'asc' : 'desc';
  const rows = await query
    .orderBy(EVENT_ORDER[q.orderby], direction)
    .orderBy('events.id', direction)
    .limit(Math.min(q.limit, PUBLIC_MAX_LIMIT))
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [categories, tags, counts] = await Promise.all([
    db.selectFrom('event_categories').innerJoin('categories', 'categories.id', 'event_categories.category_id').select(['event_id', 'categories.id', 'categories.name', 'categories.slug']).where('event_id', 'in', ids).orderBy('categories.name').execute(),
    db.selectFrom('event_tags').innerJoin('tags', 'tags.id', 'event_tags.tag_id').select(['event_id', 'tags.id', 'tags.name', 'tags.slug']).where('event_id', 'in', ids).orderBy('tags.name').execute(),
    db.selectFrom('attendees').select(['event_id', (eb) => eb.fn.countAll<number>().as('n')]).where('event_id', 'in', ids).where('payment_status', '=', PUBLICLY_LISTED_PAYMENT_STATUS).groupBy('event_id').execute(),
  ]);
  const termsOf = (list: { event_id: number; id: number; name: string; slug: string }[], id: number): PublicTerm[] =>
    list.filter((t) => t.event_id === id).map(({ id: termId, name, slug }) => ({ id: termId, name, slug }));
  const count = new Map(counts.map((c) => [c.event_id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: htmlToPlainText(r.description),
    startAt: r.start_at,
    endAt: r.end_at,
    timezone: r.timezone,
    location: parseLocation(r.location),
    parent: r.parent,
    recurring: r.recurring_enabled === 'yes',
    state: stateOf(r.start_at, r.end_at, now),
    categories: termsOf(categories, r.id),
    tags: termsOf(tags, r.id),
    attendeeCount: count.get(r.id) ?? 0,
    url: `${siteUrl}/event/${encodeURIComponent(r.slug)}`,
  }));
}

/**
 * The places of the Event Location widget: the offline locations (stored JSON) of upcoming
 * published events (occurrences, not recurring parents), the soonest first, at most `limit`.
 * Grouped over every upcoming event, so a site whose next hundred events have no address still
 * lists its places.
 */
export async function upcomingLocations(db: DB, limit: number, now = new Date().toISOString()): Promise<string[]> {
  const rows = await db
    .selectFrom('events')
    .select(['location', (eb) => eb.fn.min('start_at').as('first_start')])
    .where('status', '=', 'publish')
    .where('start_at', '>', now)
    .where('location', 'like', '%"type":"offline"%')
    .where((eb) => eb.or([eb('recurring_enabled', '=', 'no'), eb('parent', '>', 0)]))
    .groupBy('location')
    .orderBy('first_start')
    .orderBy('location')
    .limit(Math.min(limit, PUBLIC_MAX_LIMIT))
    .execute();
  return rows.flatMap((r) => (r.location ? [r.location] : []));
}

/** Published events sharing a category or a tag with event `id` (never itself); empty when it has none. */
export async function relatedEventIds(db: DB, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_categories as mine')
    .innerJoin('event_categories as other', 'other.category_id', 'mine.category_id')
    .select('other.event_id')
    .where('mine.event_id', '=', id)
    .union(db.selectFrom('event_tags as mine').innerJoin('event_tags as other', 'other.tag_id', 'mine.tag_id').select('other.event_id').where('mine.event_id', '=', id))
    .execute();
  return rows.map((r) => r.event_id).filter((other) => other !== id);
}

/** What a people list asks for (Speakers, Organizer List). */
export interface PublicPeopleQuery {
  role: 'speaker' | 'organizer';
  ids?: number[];
  groupIds?: number[];
  limit: number;
  order: PublicOrder;
  orderby: PublicOrderBy;
}

function parseSocial(json: string): PublicSocial[] {
  try {
    const list = JSON.parse(json) as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .map((s: { platform?: unknown; url?: unknown }) => ({ platform: String(s?.platform ?? ''), url: String(s?.url ?? '') }))
      .filter((s) => /^https?:\/\//i.test(s.url));
  } catch {
    return [];
  }
}

/** Speakers or organizers with their public profile fields (never the email). */
export async function publicPeople(db: DB, q: PublicPeopleQuery, siteUrl: string): Promise<PublicPerson[]> {
  let query = db
    .selectFrom('speakers')
    .select(['id', 'name', 'slug', 'designation', 'summary', 'image', 'company_name', 'company_logo', 'company_url', 'social'])
    .where(q.role === 'speaker' ? 'is_speaker' : 'is_organizer', '=', 1);
  if (q.ids?.length) query = query.where('speakers.id', 'in', q.ids);
  if (q.groupIds?.length) query = query.where('speakers.id', 'in', db.selectFrom('speaker_group_members').select('speaker_id').where('group_id', 'in', q.groupIds));
  const direction = q.order === 'ASC' ? 'asc' : 'desc';
  const rows = await query.orderBy(PERSON_ORDER[q.orderby], direction).orderBy('speakers.id', direction).limit(Math.min(q.limit, PUBLIC_MAX_LIMIT)).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    designation: r.designation,
    summary: htmlToPlainText(r.summary),
    image: /^(https?:\/\/|\/)/i.test(r.image) ? r.image : '',
    companyName: r.company_name,
    companyLogo: /^(https?:\/\/|\/)/i.test(r.company_logo) ? r.company_logo : '',
    companyUrl: /^https?:\/\//i.test(r.company_url) ? r.company_url : '',
    social: parseSocial(r.social),
    url: `${siteUrl}/speaker/${encodeURIComponent(r.slug)}`,
  }));
}

/**
 * The Attendee List's data: a published event's title, whether its page lists attendees publicly
 * (`listPublic`, its `attendee_list_public` setting) and the names of its attendees with valid tickets. Emails are
 * selected only when the shortcode asks (`showEmail`) and the event allows it (its
 * `attendee_list_show_email` setting, off by default); otherwise no email leaves the database.
 */
export async function publicAttendees(
  db: DB,
  eventId: number,
  showEmail = false,
): Promise<{ eventTitle: string | null; listPublic: boolean; attendees: { id: number; name: string; email?: string }[] }> {
  const event = await db.selectFrom('events').select(['title', 'attendee_list_show_email', 'attendee_list_public']).where('id', '=', eventId).where('status', '=', 'publish').executeTakeFirst();
  if (!event) return { eventTitle: null, listPublic: false, attendees: [] };
  const base = db.selectFrom('attendees').where('event_id', '=', eventId).where('payment_status', '=', PUBLICLY_LISTED_PAYMENT_STATUS).orderBy('id').limit(PUBLIC_MAX_LIMIT);
  const attendees =
    showEmail && Number(event.attendee_list_show_email) === 1
      ? (await base.select(['id', 'name', 'email']).execute()).map((a) => ({ id: a.id, name: a.name, ...(a.email ? { email: a.email } : {}) }))
      : await base.select(['id', 'name']).execute();
  return { eventTitle: event.title, listPublic: Number(event.attendee_list_public) === 1, attendees };
}
