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
  return entry
    ? {
        script: `/admin/${entry.file}`,
        preload: preloads(manifest, entryKey!).map((f) => `/admin/${f}`),
        styles: (entry.css ?? []).map((c) => `/admin/${c}`),
      }
    : null;
}

/** The URL of the front-end mount's entry script (issue #11 §5), or null when it has not been built. */
export function frontendEntryScript(dist: string): string | null {
  const entry = readManifest(dist)?.[FRONTEND_ENTRY];
  return entry ? `/admin/${entry.file}` : null;
}
