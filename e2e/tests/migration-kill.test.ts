import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../../apps/server/dist/db');
const url = (file: string) => pathToFileURL(path.join(dist, file)).href;

/**
 * A child process migrates a fresh SQLite database; its last migration creates a table, says so
 * and hangs; the test kills it with SIGKILL right then (issue #9 §6.5: kill -9 during the first
 * start used to leave a data dir no later start could open).
 */
function migrateAndDie(dataDir: string): Promise<void> {
  const script = `
    const { sql } = await import('kysely');
    const { openDatabase } = await import(${JSON.stringify(url('database.js'))});
    const { migrateToLatest, migrations } = await import(${JSON.stringify(url('migrations.js'))});
    const handle = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    const hang = { async up(db) {
      await sql\`CREATE TABLE probe_half (id integer)\`.execute(db);
      process.stdout.write('midway\\n');
      await new Promise(() => {});
    } };
    await migrateToLatest(handle.db, 'sqlite', { ...migrations('sqlite'), '9999_probe': hang });
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve(import.meta.dirname, '../../apps/server'), stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('midway')) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`child exited ${code}: ${err}`))));
  });
}

it('kill -9 in the middle of the first start leaves a database the next start migrates (issue #9 §6.5)', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-kill-'));
  try {
    await migrateAndDie(dataDir);
    const { openDatabase } = (await import(url('database.js'))) as typeof import('../../apps/server/src/db/database.js');
    const { migrateToLatest, migrations } = (await import(url('migrations.js'))) as typeof import('../../apps/server/src/db/migrations.js');
    const handle = await openDatabase({ dataDir });
    try {
      const tables = async () =>
        (await handle.db.selectFrom('sqlite_master' as never).select('name' as never).where('type' as never, '=', 'table' as never).execute()).map((r) => (r as { name: string }).name);
      expect(await tables()).not.toContain('probe_half');
      expect(await tables()).not.toContain('orders');
      await migrateToLatest(handle.db, 'sqlite');
      expect(await tables()).toContain('orders');
      const done = await handle.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
      expect(done.map((r) => (r as { name: string }).name)).toEqual(Object.keys(migrations('sqlite')).sort());
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
