// The built admin's JavaScript chunks with raw, gzip and brotli sizes, and which of them the entry
// loads up front (its static imports, from Vite's manifest) versus on demand (dynamic imports).
//
//   node --import tsx bundle.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ADMIN_DIST, ADMIN_MANIFEST, isMain, kb } from './lib.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface Chunk {
  file: string;
  /** Source module or chunk name, when the manifest names one. */
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** 'initial': the entry or one of its static imports; 'lazy': loaded on demand. */
  load: 'initial' | 'lazy';
}

export interface BundleResult {
  skipped?: string;
  chunks: Chunk[];
  css: Array<{ file: string; raw: number; gzip: number }>;
  initial: { raw: number; gzip: number; brotli: number; files: number };
  all: { raw: number; gzip: number; brotli: number; files: number };
}

const sizes = (buf: Buffer) => ({
  raw: buf.length,
  gzip: zlib.gzipSync(buf, { level: 9 }).length,
  brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

export function bundleSizes(): BundleResult {
  const empty = { raw: 0, gzip: 0, brotli: 0, files: 0 };
  if (!fs.existsSync(ADMIN_MANIFEST)) {
    return { skipped: 'apps/admin/dist/.vite/manifest.json is missing: the admin is not built', chunks: [], css: [], initial: empty, all: empty };
  }
  const manifest = JSON.parse(fs.readFileSync(ADMIN_MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  // The entry and, transitively, its static imports are fetched before any code runs.
  const initial = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const names = new Map(Object.values(manifest).map((c) => [c.file, c.src ?? c.name ?? '']));

  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(full);
      } else files.push(path.relative(ADMIN_DIST, full).split(path.sep).join('/'));
    }
  };
  walk(ADMIN_DIST);
  const chunks: Chunk[] = files
    .filter((f) => /\.m?js$/.test(f))
    .map((file) => ({ file, name: names.get(file) ?? '', ...sizes(fs.readFileSync(path.join(ADMIN_DIST, file))), load: initial.has(file) ? ('initial' as const) : ('lazy' as const) }))
    .sort((a, b) => (a.load === b.load ? b.raw - a.raw : a.load === 'initial' ? -1 : 1));
  const css = files
    .filter((f) => f.endsWith('.css'))
    .map((file) => {
      const s = sizes(fs.readFileSync(path.join(ADMIN_DIST, file)));
      return { file, raw: s.raw, gzip: s.gzip };
    });
  const total = (list: Chunk[]) => ({
    raw: list.reduce((s, c) => s + c.raw, 0),
    gzip: list.reduce((s, c) => s + c.gzip, 0),
    brotli: list.reduce((s, c) => s + c.brotli, 0),
    files: list.length,
  });
  return { chunks, css, initial: total(chunks.filter((c) => c.load === 'initial')), all: total(chunks) };
}

if (isMain(import.meta.url)) {
  const result = bundleSizes();
  if (result.skipped) console.log(result.skipped);
  else {
    for (const c of result.chunks) console.log(`${c.load.padEnd(8)} ${kb(c.raw).padStart(10)} ${kb(c.gzip).padStart(10)} gz  ${c.file}  ${c.name}`);
    console.log(`initial: ${kb(result.initial.raw)} raw, ${kb(result.initial.gzip)} gzip in ${result.initial.files} files; all JS ${kb(result.all.raw)} raw`);
  }
}
