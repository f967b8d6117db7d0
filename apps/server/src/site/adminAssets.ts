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

let cached: { dist: string; assets: AdminAssets | null } | null = null;

/** Reads `dist/.vite/manifest.json` once; null when the admin has not been built. */
export function adminAssets(dist: string): AdminAssets | null {
  if (cached?.dist === dist && cached.assets) return cached.assets;
  const file = path.join(dist, '.vite', 'manifest.json');
  let assets: AdminAssets | null = null;
  if (fs.existsSync(file)) {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    const entry = Object.values(manifest).find((c) => c.isEntry);
    if (entry) assets = { script: `/admin/${entry.file}`, styles: (entry.css ?? []).map((c) => `/admin/${c}`) };
  }
  cached = { dist, assets };
  return assets;
}
