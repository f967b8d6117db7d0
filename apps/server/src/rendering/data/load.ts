import type { EventItem } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { PUBLICLY_LISTED_PAYMENT_STATUS, type AttendeeRow } from '../../modules/attendees/present.js';
import * as eventsRepo from '../../modules/events/repository.js';
import type { EventService } from '../../modules/events/service.js';
import type { RsvpService } from '../../modules/rsvp/service.js';
import { loadEventProgram } from '../../modules/schedules/eventProgram.js';
import type { Settings } from '../../modules/settings/service.js';
import type { AttendeeRenderData, EventRenderData, NamedTerm, RenderSite } from '../types.js';
import { pageText, type PageText } from '../../site/publicText.js';

/** What the loader reads through: the app's database and services. */
export interface RenderDeps {
  db: DB;
  events: EventService;
  rsvp: RsvpService;
}

/** Most attendees an attendee-list block shows. */
export const MAX_LISTED_ATTENDEES = 100;
/** Most other dates a recurring-event block lists. */
export const MAX_OCCURRENCES_LISTED = 20;
/** Most related events loaded. */
export const MAX_RELATED = 6;

async function terms(db: DB, table: 'categories' | 'tags', ids: number[]): Promise<NamedTerm[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).orderBy('name').execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

async function attendeesOf(db: DB, eventId: number): Promise<{ list: { name: string; email: string }[]; count: number }> {
  const base = db.selectFrom('attendees').where('event_id', '=', eventId).where('payment_status', '=', PUBLICLY_LISTED_PAYMENT_STATUS);
  const [list, count] = await Promise.all([
    base.select(['name', 'email']).orderBy('id').limit(MAX_LISTED_ATTENDEES).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { list, count: Number(count?.n ?? 0) };
}

/** The other published dates of an event's series (its parent's children and the parent itself), soonest first. */
async function occurrencesOf(deps: RenderDeps, e: EventItem): Promise<EventItem[]> {
  if (e.parent === 0 && e.recurring_enabled !== 'yes') return [];
  const parentId = e.parent || e.id;
  const rows = (await eventsRepo.findChildren(deps.db, parentId)).filter((r) => r.id !== e.id && r.status === 'publish');
  return deps.events.present(deps.db, rows.slice(0, MAX_OCCURRENCES_LISTED));
}

/** Upcoming published events, not of the same series, sharing a category or tag with `e`. */
async function relatedTo(deps: RenderDeps, e: EventItem, now: string): Promise<EventItem[]> {
  if (!e.categories.length && !e.tags.length) return [];
  const series = e.parent || e.id;
  const byCategory = deps.db.selectFrom('event_categories').select('event_id').where('category_id', 'in', e.categories.length ? e.categories : [-1]);
  const byTag = deps.db.selectFrom('event_tags').select('event_id').where('tag_id', 'in', e.tags.length ? e.tags : [-1]);
  const rows = await deps.db
    .selectFrom('events')
    .selectAll()
    .where('status', '=', 'publish')
    .where('end_at', '>=', now)
    .where('id', '!=', e.id)
    .where('id', '!=', series)
    .where('parent', '!=', series)
    .where((eb) => eb.or([eb('id', 'in', byCategory), eb('id', 'in', byTag)]))
    .orderBy('start_at')
    .orderBy('id')
    .limit(MAX_RELATED)
    .execute();
  return deps.events.present(deps.db, rows);
}

/** Everything an event's dynamic blocks show, in a handful of queries (issue #10 §5). */
export async function loadEventRenderData(deps: RenderDeps, event: EventItem, now = Date.now()): Promise<EventRenderData> {
  const [program, categories, tags, attendees, rsvp, occurrences, related] = await Promise.all([
    loadEventProgram(deps.db, event),
    terms(deps.db, 'categories', event.categories),
    terms(deps.db, 'tags', event.tags),
    attendeesOf(deps.db, event.id),
    deps.rsvp.eventInfo(event.id),
    occurrencesOf(deps, event),
    relatedTo(deps, event, new Date(now).toISOString()),
  ]);
  return { event, program, categories, tags, attendees: attendees.list, attendeeCount: attendees.count, rsvp, occurrences, related };
}

/** An attendee row as the renderer reads it, its price in `currency` (its booking's; none: the site's). */
export function attendeeRenderData(row: AttendeeRow, currency?: string | null): AttendeeRenderData {
  let extra: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(row.extra_fields || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) extra = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v ?? '')]));
  } catch {
    extra = {};
  }
  return {
    ticket_id: row.ticket_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    ticket_name: row.ticket_name,
    ticket_price: row.ticket_price,
    ...(currency ? { currency } : {}),
    payment_status: row.payment_status,
    ticket_status: row.ticket_status,
    extra_fields: extra,
  };
}

/** The site settings the renderer uses, in `text`'s language (the site's default language when left out). */
export function renderSite(siteUrl: string, settings: Settings, text: PageText = pageText(settings.site_language, settings.locale)): RenderSite {
  return { siteUrl, currency: settings.currency, paymentInstructions: settings.offline_payment_instructions, reservationHours: settings.reservation_hours, text };
}
