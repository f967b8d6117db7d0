import fs from 'node:fs';
import path from 'node:path';

/** The admin bundle's entry script, the chunks it imports statically, and its stylesheets, read from Vite's manifest. */
export interface AdminAssets {
  script: string;
  /**
   * Every chunk the entry imports statically (transitively), then the app's chunk (ADMIN_APP_MODULE)
   * and the chunks it imports statically: `<link rel="modulepreload">` fetches them at once instead
   * of after the entry has run.
   */
  preload: string[];
  styles: string[];
  /**
   * Heavy lazily loaded screens to fetch at once when the admin opens on them: `hash` is a regular
   * expression's source matched against `location.hash`, `files` the screen's chunk and the chunks
   * it imports statically that `preload` does not already hold (see ROUTE_CHUNKS).
   */
  routes: { hash: string; files: string[] }[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * The admin's app, which its entry (src/main.tsx) imports dynamically once it has sent the first
 * screen's requests: preloaded with the entry, since every page load runs it.
 */
export const ADMIN_APP_MODULE = 'src/app/start.tsx';

/**
 * Screens whose code is large enough that waiting for the router to ask for it shows (issue #10 §7:
 * the template builder's ~0.9 MB gzip arrived ~0.5 s after navigation, behind the app's own chunks,
 * when it can download while they compile): the hash that opens each, and its module in the manifest.
 */
export const ROUTE_CHUNKS: { hash: string; module: string }[] = [
  { hash: '^#/template-builder/\\d', module: 'src/features/template-builder/TemplateEditor.tsx' },
];

/**
 * The files of the chunks the entry `key` imports statically, transitively, then of the app chunk
 * it imports dynamically (ADMIN_APP_MODULE, when it does) and of that chunk's static imports;
 * without the entry itself, each file once.
 */
function preloads(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    for (const next of manifest[k]?.imports ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(key);
  if (manifest[key]?.dynamicImports?.includes(ADMIN_APP_MODULE) && manifest[ADMIN_APP_MODULE] && !seen.has(ADMIN_APP_MODULE)) {
    seen.add(ADMIN_APP_MODULE);
    visit(ADMIN_APP_MODULE);
  }
  return [...seen].map((k) => manifest[k]!.file);
}

/** The chunk `module` and, transitively, the chunks it imports statically, without those in `skip`; each file once, its own first. */
function routeFiles(manifest: Record<string, ManifestChunk>, module: string, skip: Set<string>): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || skip.has(manifest[k]?.file ?? '') || !manifest[k]) return;
    seen.add(k);
    for (const next of manifest[k].imports ?? []) visit(next);
  };
  visit(module);
  return [...seen].map((k) => manifest[k]!.file);
}

/** The manifest key of the admin shell's entry and of the front-end mount's (apps/admin/vite.config.ts). */
export const ADMIN_ENTRY = 'index.html';
export const FRONTEND_ENTRY = 'src/frontend/main.tsx';

let cached: { file: string; mtimeMs: number; manifest: Record<string, ManifestChunk> | null } | null = null;

/**
 * `dist/.vite/manifest.json`; null when the admin has not been built. Re-read when it changes, so
 * a rebuild while the server runs is picked up on the next page load.
 */
function readManifest(dist: string): Record<string, ManifestChunk> | null {
  const file = path.join(dist, '.vite', 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk> };
  }
  return cached.manifest;
}

/**
 * The admin shell's entry (`index.html`; a single-entry manifest's entry whatever its key), its
 * static imports and stylesheets; null when the admin has not been built.
 */
export function adminAssets(dist: string): AdminAssets | null {
  const manifest = readManifest(dist);
  if (!manifest) return null;
  const entryKey = manifest[ADMIN_ENTRY]?.isEntry ? ADMIN_ENTRY : Object.keys(manifest).find((k) => manifest[k]!.isEntry && k !== FRONTEND_ENTRY);
  const entry = entryKey ? manifest[entryKey]! : undefined;
  if (!entry) return null;
  const preload = preloads(manifest, entryKey!);
  const skip = new Set([entry.file, ...preload]);
  return {
    script: `/admin/${entry.file}`,
    preload: preload.map((f) => `/admin/${f}`),
    styles: (entry.css ?? []).map((c) => `/admin/${c}`),
    routes: ROUTE_CHUNKS.filter((r) => manifest[r.module]).map((r) => ({ hash: r.hash, files: routeFiles(manifest, r.module, skip).map((f) => `/admin/${f}`) })),
  };
}

/** The URL of the front-end mount's entry script (issue #11 §5), or null when it has not been built. */
export function frontendEntryScript(dist: string): string | null {
  const entry = readManifest(dist)?.[FRONTEND_ENTRY];
  return entry ? `/admin/${entry.file}` : null;
}
