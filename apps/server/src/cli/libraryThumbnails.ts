import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';
import { CHROMIUM_ARGS } from '../pdf/chromiumArgs.js';
import { LIBRARY_DESIGNS } from '../modules/templateLibrary/designs/index.js';
import { THUMBNAIL_DIR, thumbnailFile } from '../modules/templateLibrary/service.js';

/** Thumbnail width, px (SPEC §9: thumbnails are 1000 px wide; height follows the design's ratio). */
const WIDTH = 1000;
/** Height of a landing page's thumbnail: its top, as a 1000x800 frame shows it (SPEC §9). */
const LANDING_HEIGHT = 800;
/** CSS width landing pages are laid out at before the thumbnail is scaled to {@link WIDTH}. */
const LANDING_VIEWPORT = 1280;

/**
 * `npm run library:thumbnails -w apps/server` (after `npm run build`): renders every library design
 * through this server's own preview page (`/template-library/preview`, the renderer with sample
 * values) in headless Chromium (CHROMIUM_PATH or /usr/bin/chromium) and writes its JPEG thumbnail
 * (quality 85) to public/template-library/<design id>.jpg, committed with the designs.
 */
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-thumbnails-'));
  const handle = await openDatabase({ dataDir });
  await migrateToLatest(handle.db, handle.dialect);
  const app = await buildApp({ ...handle, config: loadConfig({ DATA_DIR: dataDir, PORT: '0', JOB_WORKER: 'off' }) });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    fs.mkdirSync(THUMBNAIL_DIR, { recursive: true });
    for (const design of LIBRARY_DESIGNS) {
      const landing = design.type === 'event';
      const cssWidth = landing ? LANDING_VIEWPORT : design.orientation === 'portrait' ? 595 : 842;
      const page = await browser.newPage({ viewport: { width: cssWidth, height: landing ? Math.round((LANDING_HEIGHT * cssWidth) / WIDTH) : 900 }, deviceScaleFactor: WIDTH / cssWidth });
      await page.goto(`${address}/template-library/preview?template_id=${encodeURIComponent(design.id)}`, { waitUntil: 'networkidle' });
      await page.addStyleTag({ content: '.etn-sample-banner,.etn-chrome,.etn-ticket-qrcode .etn-sample-note{display:none!important}.etn-sample-value{text-decoration:none!important;border:0!important;background:none!important}.etn-paper .etn-template{padding:0!important}.etn-template-container{box-shadow:none!important}' });
      const shot = landing ? await page.screenshot({ type: 'jpeg', quality: 85 }) : await page.locator('.etn-template-container').first().screenshot({ type: 'jpeg', quality: 85 });
      fs.writeFileSync(thumbnailFile(design.id), shot);
      console.log(`${design.id}: ${Math.round(shot.length / 1024)} kB`);
      await page.close();
    }
  } finally {
    await browser.close();
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
