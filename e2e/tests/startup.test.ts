import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const main = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');

it('the built server refuses to start on a bad setting, naming it (issue #9 §7)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-startup-'));
  try {
    const run = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', PUBLIC_WRITE_RATE_LIMIT: 'ten' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    expect(run.stderr).toContain('PUBLIC_WRITE_RATE_LIMIT must be a whole number ≥ 1 (got "ten")');
    // Refused before opening the database: nothing was created.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
