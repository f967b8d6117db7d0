// Bundles the widgets' client scripts (src/client/*.ts) with esbuild into apps/server/public/widgets/,
// served as /static/widgets/<name>.js; prints each bundle's gzip size. Bundles are build output (.gitignore).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const here = import.meta.dirname;
const outdir = path.resolve(here, '../../server/public/widgets');
const entries = ['slider', 'calendar', 'schedules', 'certificate'];
await build({
  entryPoints: entries.map((name) => path.resolve(here, `../src/client/${name}.ts`)),
  outdir,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
});
for (const name of entries) {
  const code = readFileSync(path.join(outdir, `${name}.js`));
  console.log(`${name}.js: ${(code.length / 1024).toFixed(1)} kB, ${(gzipSync(code).length / 1024).toFixed(1)} kB gzip`);
}
