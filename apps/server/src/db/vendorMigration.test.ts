import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { VENDOR_ROLE } from '@eventory/core';
import { describeEachDatabase } from '../test/harness.js';
import { openDatabase, type Dialect } from './database.js';
import { migrateToLatest, migrations } from './migrations.js';

const VENDOR_MIGRATION = '0009_mount_vendor_role';

/** Runs `body` on a fresh database (a temporary SQLite folder or PostgreSQL schema), then removes it. */
async function withEmptyDatabase(dialect: Dialect, body: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-vendor-'));
  const schema = dialect === 'postgres' ? `v_${randomBytes(6).toString('hex')}` : undefined;
  const handle = await openDatabase({ url: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, dataDir, schema });
  try {
    await body(handle);
  } finally {
    if (schema) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(handle.db);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describeEachDatabase(`migration ${VENDOR_MIGRATION}`, (dialect) => {
  it('adds the built-in vendor role with its own events and their attendees', () =>
    withEmptyDatabase(dialect, async (handle) => {
      await migrateToLatest(handle.db, handle.dialect);
      const row = await handle.db.selectFrom('roles').selectAll().where('key', '=', 'vendor').executeTakeFirstOrThrow();
      expect(row).toEqual({ key: 'vendor', name: 'Vendor', capabilities: JSON.stringify(VENDOR_ROLE.capabilities), builtin: 1 });
    }));

  it('keeps a vendor role the site made before as it was', () =>
    withEmptyDatabase(dialect, async (handle) => {
      // Every migration before it (the migrator refuses one that sorts before those already run).
      const before = Object.fromEntries(Object.entries(migrations(handle.dialect)).filter(([name]) => name < VENDOR_MIGRATION));
      await migrateToLatest(handle.db, handle.dialect, before);
      await handle.db.insertInto('roles').values({ key: 'vendor', name: 'Market stall', capabilities: '["etn_manage_qr_scan"]', builtin: 0 }).execute();
      await migrateToLatest(handle.db, handle.dialect);
      const row = await handle.db.selectFrom('roles').selectAll().where('key', '=', 'vendor').executeTakeFirstOrThrow();
      expect(row).toEqual({ key: 'vendor', name: 'Market stall', capabilities: '["etn_manage_qr_scan"]', builtin: 0 });
    }));
});
