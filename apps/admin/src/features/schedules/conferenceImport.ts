import type { ConferenceImportSummary } from '../../api/schedules';

type Counts = ConferenceImportSummary['created'];

/** The kinds an import writes, in the order the summary lists them, with their singular and plural nouns. */
const KINDS: { key: keyof Counts; one: string; many: string }[] = [
  { key: 'events', one: 'event', many: 'events' },
  { key: 'schedules', one: 'schedule', many: 'schedules' },
  { key: 'slots', one: 'slot', many: 'slots' },
  { key: 'speakers', one: 'speaker', many: 'speakers' },
  { key: 'tags', one: 'tag', many: 'tags' },
];

/** The file chooser's `accept` list: Pentabarf/Frab XML and Frab JSON. */
export const CONFERENCE_ACCEPT = '.xml,.json,application/xml,text/xml,application/json';

/** True for a file named like a conference schedule: `.xml` or `.json`. */
export function isConferenceFile(name: string): boolean {
  return /\.(xml|json)$/i.test(name);
}

/** The counts per kind as one line: `1 event, 2 schedules, 40 slots, 35 speakers, 6 tags`. */
export function importCountsText(counts: Counts): string {
  return KINDS.map(({ key, one, many }) => `${counts[key]} ${counts[key] === 1 ? one : many}`).join(', ');
}
