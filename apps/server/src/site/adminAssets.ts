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

let cached: { file: string; mtimeMs: number; assets: AdminAssets | null } | null = null;

/**
 * The entry of `dist/.vite/manifest.json`; null when the admin has not been built. Re-read when
 * the manifest changes, so a rebuild while the server runs is picked up on the next page load.
 */
export function adminAssets(dist: string): AdminAssets | null {
  const file = path.join(dist, '.vite', 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.assets;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const entry = entryKey ? manifest[entryKey]! : undefined;
  const assets = entry
    ? {
        script: `/admin/${entry.file}`,
        preload: preloads(manifest, entryKey!).map((f) => `/admin/${f}`),
        styles: (entry.css ?? []).map((c) => `/admin/${c}`),
      }
    : null;
  cached = { file, mtimeMs, assets };
  return assets;
}
