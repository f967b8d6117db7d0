import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from './database.js';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #9 goals, PostgreSQL only: the session check every signed-in request makes, as one PL/pgSQL
 * function, `session_lookup(session_id varchar)`, read by `findSession` (modules/auth/repository.ts).
 * PostgreSQL plans a plain statement each time it runs it; PL/pgSQL keeps its statement's plan for the
 * connection. pgbench, one client: 131–136 µs a round trip as the statement, 77–84 µs through the
 * function (bench/REPORT.md, "PostgreSQL: the session check through a function").
 *
 * Returns the session's `csrf_token` and `expires_at`, and its user's `user_id`, `email`,
 * `display_name`, `role`, the role's `capabilities` and the user's `language`: the columns of
 * `SessionRow`, read live on every call (nothing is cached). A change to them is a new migration
 * that replaces the function. SQLite runs the same join as a statement and gets nothing here.
 */
export function sessionLookupFunction(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      // Columns are qualified: the names of the returned table are variables inside the function.
      await sql`
        CREATE OR REPLACE FUNCTION session_lookup(session_id varchar)
        RETURNS TABLE (csrf_token varchar, expires_at varchar, user_id integer, email varchar, display_name varchar, role varchar, capabilities text, language varchar)
        LANGUAGE plpgsql STABLE AS $$
        BEGIN
          RETURN QUERY
            SELECT s.csrf_token, s.expires_at, u.id, u.email, u.display_name, u.role, r.capabilities, u.language
            FROM sessions s JOIN users u ON u.id = s.user_id JOIN roles r ON r."key" = u.role
            WHERE s.id = session_id;
        END
        $$`.execute(db);
    },
  };
}
