import fs from 'node:fs';
import path from 'node:path';

/** The admin bundle's entry script and stylesheets, read from Vite's manifest. */
export interface AdminAssets {
  script: string;
  styles: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
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
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const assets = entry ? { script: `/admin/${entry.file}`, styles: (entry.css ?? []).map((c) => `/admin/${c}`) } : null;
  cached = { file, mtimeMs, assets };
  return assets;
}
