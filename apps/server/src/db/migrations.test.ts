import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Migration } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { attendeeListQuery, auditListQuery, scheduleListQuery, speakerListQuery } from '@eventory/core';
import { describeEachDatabase } from '../test/harness.js';
import { serverI18n } from '../i18n/serverI18n.js';
import { listAttendees } from '../modules/attendees/repository.js';
import { listAudit } from '../modules/audit/service.js';
import { eventOptions } from '../modules/events/repository.js';
import { listSchedules } from '../modules/schedules/repository.js';
import { listSpeakers } from '../modules/speakers/repository.js';
import { openDatabase, type DatabaseHandle, type Dialect } from './database.js';
import { migrateToLatest, migrations } from './migrations.js';
import type { AnyDb } from './migrationHelpers.js';

/** A fresh, empty database (a temporary SQLite folder or PostgreSQL schema) and how to remove it. */
async function emptyDatabase(dialect: Dialect) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-migrate-'));
  const url = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const schema = dialect === 'postgres' ? `m_${randomBytes(6).toString('hex')}` : undefined;
  const handle = await openDatabase({ url, dataDir, schema });
  const remove = async () => {
    if (schema) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(handle.db);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { handle, remove };
}

/**
 * Runs `body` on a fresh database migrated up to, not including, `migration` (a key of
 * {@link migrations}); `body` writes the rows of that time and migrates the rest itself. The
 * database is removed afterwards, whatever `body` does.
 */
async function justBefore(dialect: Dialect, migration: string, body: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const { handle, remove } = await emptyDatabase(dialect);
  try {
    const before = Object.fromEntries(Object.entries(migrations(dialect)).filter(([name]) => name < migration));
    await migrateToLatest(handle.db, dialect, before);
    await body(handle);
  } finally {
    await remove();
  }
}

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const query =
    handle.dialect === 'sqlite'
      ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
      : sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`;
  return (await query.execute(handle.db)).rows.map((r) => r.name).sort();
}

async function migrationNames(handle: DatabaseHandle): Promise<string[]> {
  return (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(handle.db)).rows.map((r) => r.name);
}

/** A migration that creates a table, fills it, then dies before its second table (as a kill -9 would). */
const interrupted: Migration = {
  async up(db: AnyDb) {
    await db.schema.createTable('probe_a').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
    await db.insertInto('probe_a').values({ id: 1 }).execute();
    throw new Error('killed midway');
  },
};

/** The same migration as shipped after the fix: both tables. */
const complete: Migration = {
  async up(db: AnyDb) {
    await db.schema.createTable('probe_a').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
    await db.schema.createTable('probe_b').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
  },
};

describeEachDatabase('migrations are atomic (issue #9 §6.5)', (dialect) => {
  let remove: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await remove?.();
    remove = undefined;
  });

  it('a migration that fails midway leaves no table and no bookkeeping row, and the next start migrates', async () => {
    const fresh = await emptyDatabase(dialect);
    remove = fresh.remove;
    const { handle } = fresh;
    await migrateToLatest(handle.db, dialect);
    const before = await tableNames(handle);

    await expect(migrateToLatest(handle.db, dialect, { ...migrations(dialect), '9999_probe': interrupted })).rejects.toThrow(
      /Migration 9999_probe failed: .*killed midway/,
    );
    expect(await tableNames(handle)).toEqual(before);
    expect(await migrationNames(handle)).not.toContain('9999_probe');

    await migrateToLatest(handle.db, dialect, { ...migrations(dialect), '9999_probe': complete });
    expect(await tableNames(handle)).toEqual([...before, 'probe_a', 'probe_b'].sort());
    expect(await migrationNames(handle)).toContain('9999_probe');
  });

  it('a first start that fails leaves an empty database that a later start migrates', async () => {
    const fresh = await emptyDatabase(dialect);
    remove = fresh.remove;
    const { handle } = fresh;

    await expect(migrateToLatest(handle.db, dialect, { ...migrations(dialect), '9999_probe': interrupted })).rejects.toThrow(/9999_probe/);
    expect(await tableNames(handle)).toEqual(['kysely_migration', 'kysely_migration_lock']);
    expect(await migrationNames(handle)).toEqual([]);

    await migrateToLatest(handle.db, dialect);
    expect(await migrationNames(handle)).toEqual(Object.keys(migrations(dialect)).sort());
    expect(await tableNames(handle)).toContain('orders');
  });
});

describeEachDatabase('0008_tplapi_templates (issue #10)', (dialect) => {
  it('adds the templates table, the events\' landing and ticket templates and the editors\' etn_manage_template to a database in use', async () => {
    await justBefore(dialect, '0008_tplapi_templates', async (handle) => {
      const stamp = '2030-01-01T00:00:00.000Z';
      const event = { title: 'Old', slug: 'old', description: '', status: 'publish', start_date: '2030-01-01', end_date: '2030-01-01', start_time: '', end_time: '', timezone: 'UTC', start_at: stamp, end_at: stamp, parent: 0, recurring_enabled: 'no', certificate_template: 7, created_at: stamp, updated_at: stamp };
      await (handle.db as AnyDb).insertInto('events').values(event).execute();
      const oldEditor = ['etn_manage_event', 'etn_manage_attendee'];
      await handle.db.updateTable('roles').set({ capabilities: JSON.stringify(oldEditor) }).where('key', '=', 'editor').execute();

      await migrateToLatest(handle.db, dialect);
      const row = await handle.db.selectFrom('events').select(['certificate_template', 'landing_template', 'ticket_template']).executeTakeFirstOrThrow();
      expect(row).toEqual({ certificate_template: 7, landing_template: null, ticket_template: null });
      const editor = await handle.db.selectFrom('roles').select('capabilities').where('key', '=', 'editor').executeTakeFirstOrThrow();
      expect(JSON.parse(editor.capabilities)).toEqual([...oldEditor, 'etn_manage_template']);
      const { id } = await handle.db
        .insertInto('templates')
        .values({ name: 'T', type: 'ticket', status: 'draft', orientation: 'portrait', content: 'x'.repeat(100_000), created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stored = await handle.db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: 'T', template_css: '', thumbnail: '', edit_with_elementor: 0, remote_template_id: null, author_id: null });
      expect(stored.content).toHaveLength(100_000);
    });
  });
});

describeEachDatabase('0010_eleven_unique_shortcode_scripts (issue #11)', (dialect) => {
  it('keys the oldest of each duplicated script, keeps the later copies reachable by id, and refuses new duplicates', async () => {
    await justBefore(dialect, '0010_eleven_unique_shortcode_scripts', async (handle) => {
      const stamp = '2030-01-01T00:00:00.000Z';
      const script = (post_name: string, shortcode: string) => ({ post_name, shortcode, author_id: null, created_at: stamp });
      const countdown = '[etn_pro_countdown event_id="7"]';
      // Two requests at the same instant saved the countdown twice; a third script differs by post_name.
      for (const row of [script('Event Countdown', countdown), script('Event Countdown', countdown), script('Countdown', countdown)]) {
        await (handle.db as AnyDb).insertInto('shortcode_scripts').values(row).execute();
      }

      await migrateToLatest(handle.db, dialect);
      const rows = await handle.db.selectFrom('shortcode_scripts').select(['id', 'post_name', 'script_key']).orderBy('id').execute();
      expect(rows.map((r) => [r.id, r.post_name, r.script_key === null ? null : r.script_key.length])).toEqual([
        [1, 'Event Countdown', 64],
        [2, 'Event Countdown', null],
        [3, 'Countdown', 64],
      ]);
      expect(rows[0]!.script_key).not.toBe(rows[2]!.script_key);
      const again = { ...script('Event Countdown', countdown), script_key: rows[0]!.script_key };
      await expect(handle.db.insertInto('shortcode_scripts').values(again).execute()).rejects.toThrow(/unique|duplicate/i);
    });
  });
});

describeEachDatabase('0012_audit_summary_search (issue #12)', (dialect) => {
  it("lets the trail's search find entries written before it by their German words; older rows still by their English", async () => {
    await justBefore(dialect, '0012_audit_summary_search', async (handle) => {
      const entry = (summary: string, summary_message: string | null) => ({ at: '2030-01-01T00:00:00.000Z', user_id: null, user_email: 'system', action: 'mark_paid', entity_type: 'order', entity_id: '7', summary, summary_message, before: null, after: null });
      await (handle.db as AnyDb)
        .insertInto('audit_log')
        .values([entry('Marked booking #7 paid', JSON.stringify({ id: 'Marked booking #{id} paid', values: { id: 7 } })), entry('Marked booking #8 paid', null)])
        .execute();

      await migrateToLatest(handle.db, dialect);
      const search = async (words: string) => (await listAudit(handle.db, dialect, auditListQuery.parse({ search: words }), serverI18n('de'))).items.map((e) => e.summary);
      expect(await search('als bezahlt')).toEqual(['Buchung #7 als bezahlt markiert']);
      expect(await search('Marked booking')).toEqual(['Marked booking #8 paid', 'Buchung #7 als bezahlt markiert']);
    });
  });
});

describeEachDatabase('0015_speaker_sort_name (issue #9 walkthrough)', (dialect) => {
  it("files the speakers of a database in use by their names as a reader sorts them: 'de Vries' with the D's, 'Émile' with the E's", async () => {
    await justBefore(dialect, '0015_speaker_sort_name', async (handle) => {
      const stamp = '2030-01-01T00:00:00.000Z';
      const speaker = (name: string, slug: string) => ({ name, slug, email: '', designation: '', summary: '', image: '', company_name: '', company_logo: '', company_url: '', social: '[]', is_speaker: 1, is_organizer: 0, source_key: null, created_at: stamp, updated_at: stamp });
      await (handle.db as AnyDb)
        .insertInto('speakers')
        .values([speaker('Zed Shaw', 'zed'), speaker('Émile Borel', 'emile'), speaker('de Vries', 'de-vries'), speaker('Bob Ross', 'bob')])
        .execute();

      await migrateToLatest(handle.db, dialect);
      const rows = await handle.db.selectFrom('speakers').select(['name', 'sort_name']).orderBy('sort_name').orderBy('id').execute();
      expect(rows).toEqual([
        { name: 'Bob Ross', sort_name: 'bob ross' },
        { name: 'de Vries', sort_name: 'de vries' },
        { name: 'Émile Borel', sort_name: 'emile borel' },
        { name: 'Zed Shaw', sort_name: 'zed shaw' },
      ]);
    });
  });
});

describeEachDatabase('0016_speaker_search_folded (issue #9 walkthrough)', (dialect) => {
  it("finds the speakers of a database in use whatever the accents typed: 'topel' finds 'Töpel'", async () => {
    await justBefore(dialect, '0016_speaker_search_folded', async (handle) => {
      const stamp = '2030-01-01T00:00:00.000Z';
      const speaker = (name: string, sortName: string, slug: string) => ({ name, sort_name: sortName, slug, email: '', designation: '', summary: '', image: '', company_name: '', company_logo: '', company_url: '', social: '[]', is_speaker: 1, is_organizer: 0, source_key: null, created_at: stamp, updated_at: stamp });
      await (handle.db as AnyDb)
        .insertInto('speakers')
        .values([speaker('Bernhard Töpel', 'bernhard topel', 'topel'), speaker('Łukasz Nowak', 'lukasz nowak', 'nowak')])
        .execute();

      await migrateToLatest(handle.db, dialect);
      const names = async (search: string) => (await listSpeakers(handle.db, dialect, speakerListQuery.parse({ search }))).map((r) => r.name);
      expect(await names('topel')).toEqual(['Bernhard Töpel']);
      expect(await names('Łukasz')).toEqual(['Łukasz Nowak']);
      await (handle.db as AnyDb).updateTable('speakers').set({ name: 'Lukas Nowak', sort_name: 'lukas nowak' }).where('slug', '=', 'nowak').execute();
      expect(await names('lukasz')).toEqual([]);
      expect(await names('lukas no')).toEqual(['Lukas Nowak']);
    });
  });
});

describeEachDatabase('0017_order_currency (issue #9 §4)', (dialect) => {
  it('gives the bookings of a database in use the currency the site had, the one they were made in', async () => {
    await justBefore(dialect, '0017_order_currency', async (handle) => {
      const db = handle.db as AnyDb;
      const stamp = '2030-01-01T00:00:00.000Z';
      await db.insertInto('settings').values({ key: 'general', value: JSON.stringify({ currency: 'JPY', locale: 'en-US' }) }).execute();
      await db
        .insertInto('orders')
        .values({ event_id: 1, event_title: 'Fair', customer_first_name: 'Ada', customer_last_name: '', customer_email: 'ada@example.com', customer_phone: '', status: 'completed', payment_method: 'offline', total: 1500, refunded_amount: 0, refund_reason: '', created_at: stamp, updated_at: stamp, paid_at: stamp })
        .execute();

      await migrateToLatest(handle.db, dialect);
      expect(await handle.db.selectFrom('orders').select(['total', 'currency']).execute()).toEqual([{ total: 1500, currency: 'JPY' }]);
    });
  });
});

describeEachDatabase('0018_folded_titles (issue #9 leftovers)', (dialect) => {
  it("finds the events and schedules of a database in use whatever the accents typed: 'repaircafe' finds 'repairCafé'", async () => {
    await justBefore(dialect, '0018_folded_titles', async (handle) => {
      const db = handle.db as AnyDb;
      const stamp = '2031-01-01T10:00:00.000Z';
      const event = (title: string, slug: string) => ({ title, slug, description: '', status: 'publish', start_date: '2031-01-01', end_date: '2031-01-01', start_time: '10:00', end_time: '11:00', timezone: 'UTC', start_at: stamp, end_at: stamp, parent: 0, recurring_enabled: 'no', created_at: stamp, updated_at: stamp });
      await db.insertInto('events').values([event('mB-onTour: repairCafé', 'cafe-1'), event('mB-onTour: repairCafé', 'cafe-2'), event('Émile Night', 'emile')]).execute();
      await db.insertInto('schedules').values({ program_title: 'Café Morning', date: '2031-01-01', day_name: '', created_at: stamp, updated_at: stamp }).execute();

      await migrateToLatest(handle.db, dialect);
      const now = '2030-01-01T00:00:00.000Z';
      const events = async (search: string) => (await eventOptions(handle.db, dialect, { search, limit: 10 }, null, now)).map((r) => r.title);
      expect(await events('repaircafe')).toEqual(['mB-onTour: repairCafé', 'mB-onTour: repairCafé']);
      expect(await events('EMILE')).toEqual(['Émile Night']);
      expect((await listSchedules(handle.db, dialect, { ...scheduleListQuery.parse({ search: 'cafe' }), scope: null })).map((r) => r.program_title)).toEqual(['Café Morning']);
    });
  });
});

describeEachDatabase('0019_attendee_sort_name (issue #9 leftovers)', (dialect) => {
  it("finds the attendees of a database in use by name whatever the accents typed: 'muller' finds 'Jürgen Müller'", async () => {
    await justBefore(dialect, '0019_attendee_sort_name', async (handle) => {
      const db = handle.db as AnyDb;
      const stamp = '2031-01-01T10:00:00.000Z';
      const [event] = await db
        .insertInto('events')
        .values({ title: 'Gala', slug: 'gala', description: '', status: 'publish', start_date: '2031-01-01', end_date: '2031-01-01', start_time: '10:00', end_time: '11:00', timezone: 'UTC', start_at: stamp, end_at: stamp, parent: 0, recurring_enabled: 'no', created_at: stamp, updated_at: stamp })
        .returning('id')
        .execute();
      const attendee = (name: string, ticket_id: string) => ({ order_id: null, event_id: event!.id, event_title: 'Gala', ticket_id, ticket_slug: 'standard', ticket_name: 'Standard', ticket_price: 0, name, email: '', phone: '', extra_fields: '{}', ticket_status: 'unused', payment_status: 'completed', checked_in_at: null, created_at: stamp, updated_at: stamp });
      await db.insertInto('attendees').values([attendee('Jürgen Müller', 'ticket-1'), attendee('Ada Lovelace', 'ticket-2')]).execute();

      await migrateToLatest(handle.db, dialect);
      const names = async (search: string) => (await listAttendees(handle.db, dialect, { ...attendeeListQuery.parse({ search }), scope: null })).map((r) => r.name);
      expect(await names('muller')).toEqual(['Jürgen Müller']);
      expect(await names('JURGEN')).toEqual(['Jürgen Müller']);
      expect(await names('lovelace')).toEqual(['Ada Lovelace']);
    });
  });
});
