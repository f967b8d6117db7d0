import fs from 'node:fs';
import path from 'node:path';

/** The admin bundle's entry script, the chunks it imports statically, and its stylesheets, read from Vite's manifest. */
export interface AdminAssets {
  script: string;
  /** Every chunk the entry imports statically (transitively): `<link rel="modulepreload">` fetches them at once instead of after the entry has been parsed. */
  preload: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The files of the chunks `key` imports statically, transitively, without the entry itself. */
function staticImports(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    for (const next of manifest[k]?.imports ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(key);
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
        preload: staticImports(manifest, entryKey!).map((f) => `/admin/${f}`),
        styles: (entry.css ?? []).map((c) => `/admin/${c}`),
      }
    : null;
  cached = { file, mtimeMs, assets };
  return assets;
}
