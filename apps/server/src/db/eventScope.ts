import { sql, type Expression, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { inEventScope, ownEventsScope } from '@eventory/core';
import type { DB } from './database.js';

/**
 * The own-events rule (issue #5, issue #9 §6.1; core's `inEventScope`) for records that belong to
 * an event through an `event_id` column (attendees, bookings, check-ins). One home for the server's
 * services: lists, counts, reports and exports filter with {@link eventScopeConditions}; a record
 * fetched by id is checked with {@link eventInScope} and answered 404 when outside, before any write.
 * Records events share through a link table (schedules) use {@link linkedEventsScopeConditions}.
 */

/** A filter's caller scope: an `ownEventsScope` result (an author id), or null/absent for every event. */
export interface EventScoped {
  scope?: number | null;
}

/**
 * SQL conditions keeping only rows whose event (`eventIdColumn`, e.g. 'orders.event_id') lies within
 * `scope`: none for null (every event), else the event must be authored by `scope`. Spread them into
 * a filter's conditions, so totals count exactly the rows the list shows.
 */
export function eventScopeConditions(eventIdColumn: string, scope: number | null | undefined): Expression<SqlBool>[] {
  if (scope === null || scope === undefined) return [];
  return [sql<SqlBool>`${sql.ref(eventIdColumn)} IN (SELECT events.id FROM events WHERE events.author_id = ${scope})`];
}

/**
 * Whether the event `eventId` lies within `scope` (null: every event, without a query). An event
 * that no longer exists lies within no author's scope.
 */
export async function eventInScope(db: DB, eventId: number, scope: number | null): Promise<boolean> {
  if (scope === null) return true;
  const event = await db.selectFrom('events').select('author_id').where('id', '=', eventId).executeTakeFirst();
  return event !== undefined && inEventScope(event.author_id, scope);
}

/** The logged-in caller's scope (core's `ownEventsScope`) for a route that passed its access check. */
export const callerScope = (request: FastifyRequest): number | null => ownEventsScope(request.user!);

/**
 * SQL conditions keeping only records shared between events through a link table (a schedule through
 * `event_schedules`) that are linked to no event outside `scope`: an author reaches a program that
 * is theirs or unattached, never one another owner's event shows. None for null (every record).
 */
export function linkedEventsScopeConditions(
  link: { table: 'event_schedules'; recordColumn: 'schedule_id' },
  recordIdColumn: string,
  scope: number | null | undefined,
): Expression<SqlBool>[] {
  if (scope === null || scope === undefined) return [];
  return [
    sql<SqlBool>`NOT EXISTS (SELECT 1 FROM ${sql.table(link.table)} AS link JOIN events ON events.id = link.event_id
      WHERE ${sql.ref(`link.${link.recordColumn}`)} = ${sql.ref(recordIdColumn)} AND (events.author_id IS NULL OR events.author_id <> ${scope}))`,
  ];
}
