import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { FORBIDDEN_CHARACTER_MESSAGE, forbiddenCharacterAt } from '../http/textGuard.js';
import { englishMessage } from '../i18n/apiMessages.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';
import { EventService } from '../modules/events/service.js';
import { importConference, type ConferenceCounts, type ConferenceImportSummary } from '../modules/importer/conference/service.js';
import { importIcs, type ImportSummary, type ImporterDeps } from '../modules/importer/service.js';

/** What the command prints after an import: its summary lines, then its warnings (in English). */
interface Printout {
  lines: string[];
  warnings: string[];
}

/** Imports one file's text; the command line has no user, so records have no author. */
type FileImporter = (deps: ImporterDeps, text: string) => Promise<Printout>;

const icsPrintout = (s: ImportSummary): Printout => ({
  lines: [`created:     ${s.created} events`, `updated:     ${s.updated} events`, `occurrences: ${s.occurrences}`, `skipped:     ${s.skipped}`],
  warnings: s.warnings.map(englishMessage),
});

const counts = (c: ConferenceCounts) => `${c.events} events, ${c.schedules} schedules, ${c.slots} slots, ${c.speakers} speakers, ${c.tags} tags`;

const conferencePrintout = (s: ConferenceImportSummary): Printout => ({
  lines: [`event:   ${s.event_id}`, `created: ${counts(s.created)}`, `updated: ${counts(s.updated)}`],
  warnings: s.warnings.map(englishMessage),
});

/** Importers by lowercase file extension. */
const IMPORTERS: Record<string, FileImporter> = {
  '.ics': async (deps, text) => icsPrintout(await importIcs(deps, text, null)),
  '.xml': async (deps, text) => conferencePrintout(await importConference(deps, text, 'xml', null)),
  '.json': async (deps, text) => conferencePrintout(await importConference(deps, text, 'json', null)),
};

/** Exit codes: 0 imported, 1 the import failed, 2 the command was used wrongly. */
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

/**
 * The importer for a file name by its extension (.ics, .xml Pentabarf/Frab, .json Frab), or null for
 * another one. Like every HTTP route (textGuard, issue #9 §6.7), it refuses a text holding a NUL or a
 * lone surrogate before writing anything: an Error naming the line.
 */
export function importerFor(file: string): FileImporter | null {
  const importer = IMPORTERS[path.extname(file).toLowerCase()];
  if (!importer) return null;
  return (deps, text) => {
    const at = forbiddenCharacterAt(text);
    if (at >= 0) return Promise.reject(new Error(`Line ${text.slice(0, at).split('\n').length}: ${FORBIDDEN_CHARACTER_MESSAGE}.`));
    return importer(deps, text);
  };
}

function printSummary(file: string, printout: Printout, ms: number) {
  console.log(`Imported ${path.basename(file)} in ${(ms / 1000).toFixed(2)} s`);
  for (const line of printout.lines) console.log(`  ${line}`);
  if (printout.warnings.length) {
    console.log(`  warnings (${printout.warnings.length}):`);
    for (const warning of printout.warnings) console.log(`  - ${warning}`);
  }
}

/**
 * `node apps/server/dist/cli/import.js <file>` (`npm run import -- <file>`): imports an iCalendar
 * file (.ics) or a conference schedule (.xml Pentabarf/Frab, .json Frab) into the database of
 * DATA_DIR / DATABASE_URL (migrating it first) and prints a summary.
 * @returns the exit code: 0 imported; 1 unreadable or invalid file, or a database error;
 *   2 no file given or a format that cannot be imported yet
 */
async function main(args: string[]): Promise<number> {
  const file = args[0];
  if (!file) {
    console.error('Usage: node apps/server/dist/cli/import.js <file.ics | schedule.xml | schedule.json>');
    return EXIT_USAGE;
  }
  const importer = importerFor(file);
  if (!importer) {
    console.error('Only .ics (iCalendar), .xml (Pentabarf/Frab) and .json (Frab) files can be imported');
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
