import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from './database.js';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #9 goals, PostgreSQL only: the links of events (ticket variations, categories, tags,
 * speakers, organizers, schedules) as one PL/pgSQL function over an array of event ids,
 * `event_links(ids integer[])`, read by `relationRows` (modules/events/repository.ts). PostgreSQL
 * plans a plain statement each time it runs it; PL/pgSQL keeps the plans of its statements for the
 * connection. The links of 10 events: 220 µs as a statement of five UNION ALL branches with 50
 * parameters, 129 µs through the function (pgbench, one client); the uncached search answered
 * 2–37 % more requests (9 pairs of runs, bench/REPORT.md).
 *
 * Each row: `kind` (0 variation, 1 category, 2 tag, 3 speaker, 4 organizer, 5 schedule: `KIND` in
 * repository.ts), `event_id`, `ref` (the linked id; 0 for a variation), the variation's `slug`,
 * `name`, `price`, `capacity` and `sold` (null for the others), and `position`; ordered by kind,
 * event, position, then ref. A change to these rows is a new migration that replaces the function.
 * SQLite builds the links in one statement as JSON (`relationLists`) and gets nothing here.
 */
export function eventLinksFunction(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      // Columns are qualified: the names of the returned table are variables inside the function.
      await sql`
        CREATE OR REPLACE FUNCTION event_links(ids integer[])
        RETURNS TABLE (kind integer, event_id integer, ref integer, slug varchar, name varchar, price double precision, capacity integer, sold integer, "position" integer)
        LANGUAGE plpgsql STABLE AS $$
        BEGIN
          RETURN QUERY
            SELECT 0, v.event_id, 0, v.slug, v.name, v.price, v.capacity, v.sold, v.position FROM ticket_variations v WHERE v.event_id = ANY (ids)
            UNION ALL SELECT 1, c.event_id, c.category_id, NULL, NULL, NULL, NULL, NULL, 0 FROM event_categories c WHERE c.event_id = ANY (ids)
            UNION ALL SELECT 2, t.event_id, t.tag_id, NULL, NULL, NULL, NULL, NULL, 0 FROM event_tags t WHERE t.event_id = ANY (ids)
            UNION ALL SELECT CASE WHEN p.role = 'organizer' THEN 4 ELSE 3 END, p.event_id, p.speaker_id, NULL, NULL, NULL, NULL, NULL, p.position
              FROM event_people p WHERE p.event_id = ANY (ids)
            UNION ALL SELECT 5, s.event_id, s.schedule_id, NULL, NULL, NULL, NULL, NULL, s.position FROM event_schedules s WHERE s.event_id = ANY (ids)
            ORDER BY 1, 2, 9, 3;
        END
        $$`.execute(db);
    },
  };
}
