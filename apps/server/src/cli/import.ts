import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';
import { EventService } from '../modules/events/service.js';
import { importIcs, type ImportSummary, type ImporterDeps } from '../modules/importer/service.js';

/** Imports one file's text; the command line has no user, so events have no author. */
type FileImporter = (deps: ImporterDeps, text: string) => Promise<ImportSummary>;

/** Importers by lowercase file extension; later formats (conference JSON/XML) plug in here. */
const IMPORTERS: Record<string, FileImporter> = {
  '.ics': (deps, text) => importIcs(deps, text, null),
};

/** Exit codes: 0 imported, 1 the import failed, 2 the command was used wrongly. */
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

/** The importer for a file name, or null when its extension is not supported yet. */
export function importerFor(file: string): FileImporter | null {
  return IMPORTERS[path.extname(file).toLowerCase()] ?? null;
}

function printSummary(file: string, summary: ImportSummary, ms: number) {
  console.log(`Imported ${path.basename(file)} in ${(ms / 1000).toFixed(2)} s`);
  console.log(`  created:     ${summary.created} events`);
  console.log(`  updated:     ${summary.updated} events`);
  console.log(`  occurrences: ${summary.occurrences}`);
  console.log(`  skipped:     ${summary.skipped}`);
  if (summary.warnings.length) {
    console.log(`  warnings (${summary.warnings.length}):`);
    for (const warning of summary.warnings) console.log(`  - ${warning}`);
  }
}

/**
 * `node apps/server/dist/cli/import.js <file.ics>` (`npm run import -- <file>`): imports a file
 * into the database of DATA_DIR / DATABASE_URL (migrating it first) and prints a summary.
 * @returns the exit code: 0 imported; 1 unreadable or invalid file, or a database error;
 *   2 no file given or a format that cannot be imported yet
 */
async function main(args: string[]): Promise<number> {
  const file = args[0];
  if (!file) {
    console.error('Usage: node apps/server/dist/cli/import.js <file.ics>');
    return EXIT_USAGE;
  }
  const importer = importerFor(file);
  if (!importer) {
    console.error('Only .ics files can be imported for now');
    return EXIT_USAGE;
  }
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return EXIT_FAILED;
  }
  const config = loadConfig();
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const events = new EventService({ db: handle.db, dialect: handle.dialect, siteUrl: config.siteUrl });
    const started = performance.now();
    const summary = await importer({ db: handle.db, events }, text);
    printSummary(file, summary, performance.now() - started);
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(EXIT_FAILED);
  },
);
