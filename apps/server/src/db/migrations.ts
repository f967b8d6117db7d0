import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { BUILTIN_ROLES, DEFAULT_ROLE_CAPABILITIES } from '@eventory/core';
import { accessAndAudit } from './accessMigration.js';
import { attendeeListEmail } from './attendeeListEmailMigration.js';
import { publicAttendeeList, uniqueShortcodeScripts } from './elevenMigrations.js';
import { publicListIndexes } from './publicListIndexMigration.js';
import { bookingsAndMail, checkInCountsIndex } from './bookingsMigration.js';
import { certificateMails } from './certificatesMigration.js';
import { createTrigramFts, withId, type AnyDb } from './migrationHelpers.js';
import { jobWorkers } from './infraMigration.js';
import { shortcodeScripts } from './shortcodesMigration.js';
import { templates } from './templatesMigration.js';
import { listOrderIndexes, searchWalkIndex } from './listOrderMigration.js';
import { vendorRole } from './vendorMigration.js';
import { userLanguage } from './i18nMigration.js';
import { rateLimits } from './rateLimitMigration.js';
import { bookingLanguage } from './bookingLanguageMigration.js';
import { rsvpResponseLanguage } from './rsvpLanguageMigration.js';
import { auditSummaryMessage } from './auditMessageMigration.js';
import { auditSummarySearch } from './auditSearchMigration.js';
import { eventLinksFunction } from './eventLinksMigration.js';
import { sessionLookupFunction } from './sessionLookupMigration.js';
import { speakerSearchFolded, speakerSortName } from './speakerSortMigration.js';
import { foldedTitles } from './titleSearchMigration.js';
import { attendeeSortName } from './attendeeSearchMigration.js';
import { orderCurrency } from './orderCurrencyMigration.js';
import { refreshPlannerStatistics, type Dialect, type DB } from './database.js';

function initial(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('roles')
        .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('capabilities', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('display_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'varchar(64)', (c) => c.notNull().references('roles.key'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('csrf_token', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('settings')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('events'), dialect)
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('slug', 'varchar(340)', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
        .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
        .addColumn('timezone', 'varchar(64)', (c) => c.notNull())
        .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('end_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('location', 'text')
        .addColumn('parent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('recurring_enabled', 'varchar(3)', (c) => c.notNull().defaultTo('no'))
        .addColumn('recurrence', 'text')
        .addColumn('certificate_template', 'integer')
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('source_uid', 'varchar(500)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('events_start_at').on('events').columns(['start_at', 'id']).execute();
      await db.schema.createIndex('events_end_at').on('events').column('end_at').execute();
      await db.schema.createIndex('events_status_start').on('events').columns(['status', 'start_at']).execute();
      await db.schema.createIndex('events_parent').on('events').column('parent').execute();
      await db.schema.createIndex('events_source_uid').on('events').column('source_uid').execute();

      await withId(db.schema.createTable('ticket_variations'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('slug', 'varchar(100)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('price', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('ticket_variations_event_slug', ['event_id', 'slug'])
        .execute();

      await withId(db.schema.createTable('categories'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(240)', (c) => c.notNull().unique())
        .addColumn('parent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await withId(db.schema.createTable('tags'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(240)', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('event_categories')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('event_categories_pk', ['event_id', 'category_id'])
        .execute();
      await db.schema.createIndex('event_categories_category').on('event_categories').column('category_id').execute();
      await db.schema
        .createTable('event_tags')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('event_tags_pk', ['event_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('event_tags_tag').on('event_tags').column('tag_id').execute();

      // Title search: a trigram index so `search_keyword` is not a table scan.
      if (dialect === 'sqlite') {
        await createTrigramFts(db, 'events', 'title');
      } else {
        // The extension lives in `public` so every schema (tests use one each) shares it.
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
        await sql`CREATE INDEX events_title_trgm ON events USING gin (title public.gin_trgm_ops)`.execute(db);
      }

      for (const role of BUILTIN_ROLES) {
        await db
          .insertInto('roles')
          .values({ key: role.key, name: role.name, capabilities: JSON.stringify(DEFAULT_ROLE_CAPABILITIES[role.key]), builtin: 1 })
          .execute();
      }
    },
  };
}

/** Speakers/organizers, speaker groups, schedules with slots, and what events show (issue #3). */
function peopleAndSchedules(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('speaker_groups'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(240)', (c) => c.notNull().unique())
        .execute();
      await withId(db.schema.createTable('speakers'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(240)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().defaultTo(''))
        .addColumn('designation', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .addColumn('company_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('company_logo', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .addColumn('company_url', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .addColumn('social', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_speaker', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_organizer', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source_key', 'varchar(300)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('speakers_name').on('speakers').columns(['name', 'id']).execute();
      await db.schema.createIndex('speakers_source_key').on('speakers').column('source_key').execute();
      await db.schema
        .createTable('speaker_group_members')
        .addColumn('speaker_id', 'integer', (c) => c.notNull().references('speakers.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('speaker_groups.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('speaker_group_members_pk', ['speaker_id', 'group_id'])
        .execute();
      await db.schema.createIndex('speaker_group_members_group').on('speaker_group_members').columns(['group_id', 'speaker_id']).execute();

      await withId(db.schema.createTable('schedules'), dialect)
        .addColumn('program_title', 'varchar(300)', (c) => c.notNull())
        .addColumn('date', 'varchar(10)', (c) => c.notNull())
        .addColumn('day_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('source_key', 'varchar(300)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('schedules_date').on('schedules').columns(['date', 'id']).execute();
      await db.schema.createIndex('schedules_source_key').on('schedules').column('source_key').execute();
      await withId(db.schema.createTable('schedule_slots'), dialect)
        .addColumn('schedule_id', 'integer', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('topic', 'varchar(500)', (c) => c.notNull())
        .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
        .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
        .addColumn('room', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('objective', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('track', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('source_key', 'varchar(300)')
        .execute();
      await db.schema.createIndex('schedule_slots_schedule').on('schedule_slots').columns(['schedule_id', 'position']).execute();
      await db.schema
        .createTable('slot_speakers')
        .addColumn('slot_id', 'integer', (c) => c.notNull().references('schedule_slots.id').onDelete('cascade'))
        .addColumn('speaker_id', 'integer', (c) => c.notNull().references('speakers.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('slot_speakers_pk', ['slot_id', 'speaker_id'])
        .execute();
      await db.schema.createIndex('slot_speakers_speaker').on('slot_speakers').column('speaker_id').execute();

      await db.schema
        .createTable('event_people')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('speaker_id', 'integer', (c) => c.notNull().references('speakers.id').onDelete('cascade'))
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('event_people_pk', ['event_id', 'role', 'speaker_id'])
        .execute();
      await db.schema.createIndex('event_people_speaker').on('event_people').column('speaker_id').execute();
      await db.schema
        .createTable('event_schedules')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('schedule_id', 'integer', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('event_schedules_pk', ['event_id', 'schedule_id'])
        .execute();
      await db.schema.createIndex('event_schedules_schedule').on('event_schedules').column('schedule_id').execute();

      // Name search of speakers and program-title search of schedules use trigram indexes.
      if (dialect === 'sqlite') {
        for (const [table, column] of [['speakers', 'name'], ['schedules', 'program_title']] as const) await createTrigramFts(db, table, column);
      } else {
        await sql`CREATE INDEX speakers_name_trgm ON speakers USING gin (name public.gin_trgm_ops)`.execute(db);
        await sql`CREATE INDEX schedules_title_trgm ON schedules USING gin (program_title public.gin_trgm_ops)`.execute(db);
      }
    },
  };
}

/**
 * The status filters test end_at as well as start_at (past: end_at < now; ongoing: start_at <= now
 * <= end_at): with end_at in the index they are answered inside it, and their counts are covering.
 */
function statusIndex(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.dropIndex('events_status_start').execute();
      await db.schema.createIndex('events_status_start_end').on('events').columns(['status', 'start_at', 'end_at']).execute();
    },
  };
}

/** All migrations in order; names sort by their numeric prefix. */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': initial(dialect), '0002_people_and_schedules': peopleAndSchedules(dialect), '0003_status_index': statusIndex(),
    '0004_bookings_and_mail': bookingsAndMail(dialect),
    '0005_access_and_audit': accessAndAudit(dialect),
    '0006_check_in_counts_index': checkInCountsIndex(),
    '0007_infra_job_workers': jobWorkers(),
    '0007_evlist_list_order': listOrderIndexes(dialect),
    '0008_shortcodes_scripts': shortcodeScripts(dialect),
    '0008_tplpdf_certificate_mails': certificateMails(dialect),
    '0008_tplapi_templates': templates(dialect),
    '0008_search9_search_walk': searchWalkIndex(dialect),
    '0009_i18n_user_language': userLanguage(),
    '0009_lead_public_list_indexes': publicListIndexes(),
    '0009_mount_vendor_role': vendorRole(),
    '0009_nine_rate_limits': rateLimits(),
    '0009_wfeat_attendee_list_email': attendeeListEmail(),
    '0010_public_booking_language': bookingLanguage(),
    '0010_server_rsvp_language': rsvpResponseLanguage(),
    '0010_eleven_attendee_list_public': publicAttendeeList(),
    '0010_eleven_unique_shortcode_scripts': uniqueShortcodeScripts(),
    '0011_i18nsrv_audit_summary_message': auditSummaryMessage(),
    '0012_audit_summary_search': auditSummarySearch(),
    '0013_event_links_function': eventLinksFunction(dialect),
    '0014_session_lookup_function': sessionLookupFunction(dialect),
    '0015_speaker_sort_name': speakerSortName(),
    '0016_speaker_search_folded': speakerSearchFolded(dialect),
    '0017_order_currency': orderCurrency(),
    '0018_folded_titles': foldedTitles(dialect),
    '0019_attendee_sort_name': attendeeSortName(),
  };
}

/**
 * Brings the schema up to date (run on every start). The pending migrations and their bookkeeping
 * rows run in one transaction on both databases (see TransactionalDdlSqliteAdapter), so a failure
 * or a kill -9 midway leaves the schema as it was before, and the next start runs them again; on
 * PostgreSQL an advisory lock makes servers starting together take turns.
 * @param list the migrations to run; tests add one that fails, the servers use {@link migrations}
 * @throws Error naming the failing migration
 */
export async function migrateToLatest(db: DB, dialect: Dialect, list: Record<string, Migration> = migrations(dialect)): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => list };
  // On PostgreSQL, name the schema of Kysely's own tables: without it the migrator takes a
  // kysely_migration(_lock) table in *any* schema of the database as its own, then fails to find it.
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  if (results?.some((r) => r.status === 'Success')) await refreshPlannerStatistics(db, dialect);
}
