// `npm start` / `npm run import -- <file>`: builds what is not built yet, then runs the server or
// the importer in this process (so SIGTERM reaches the server directly).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'packages/core/dist/index.js',
  'apps/server/dist/main.js',
  'apps/server/dist/cli/import.js',
  'apps/admin/dist/.vite/manifest.json',
];

if (outputs.some((file) => !fs.existsSync(path.join(root, file)))) {
  console.log('Building Eventory (first start)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
if (args[0] === '--import') {
  if (!args[1]) {
    console.error('Usage: npm run import -- <file.ics | schedule.xml | schedule.json>');
    process.exit(2);
  }
  process.argv = [process.argv[0], 'import', path.resolve(process.env.INIT_CWD ?? process.cwd(), args[1])];
  await import(pathToFileURL(path.join(root, 'apps/server/dist/cli/import.js')).href);
} else {
  await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
}
