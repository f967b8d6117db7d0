import { i18n } from '@lingui/core';
import type { ConferenceImportSummary } from '../../api/schedules';

type Counts = ConferenceImportSummary['created'];

/** The kinds an import writes, in the order the summary lists them, each a count with its noun in the active language. */
const KINDS: { key: keyof Counts; text: (count: number) => string }[] = [
  { key: 'events', text: (count) => i18n._('{count, plural, one {# event} other {# events}}', { count }) },
  { key: 'schedules', text: (count) => i18n._('{count, plural, one {# schedule} other {# schedules}}', { count }) },
  { key: 'slots', text: (count) => i18n._('{count, plural, one {# slot} other {# slots}}', { count }) },
  { key: 'speakers', text: (count) => i18n._('{count, plural, one {# speaker} other {# speakers}}', { count }) },
  { key: 'tags', text: (count) => i18n._('{count, plural, one {# tag} other {# tags}}', { count }) },
];

/** The file chooser's `accept` list: Pentabarf/Frab XML and Frab JSON. */
export const CONFERENCE_ACCEPT = '.xml,.json,application/xml,text/xml,application/json';

/** True for a file named like a conference schedule: `.xml` or `.json`. */
export function isConferenceFile(name: string): boolean {
  return /\.(xml|json)$/i.test(name);
}

/** The counts per kind as one line: `1 event, 2 schedules, 40 slots, 35 speakers, 6 tags`. */
export function importCountsText(counts: Counts): string {
  return KINDS.map(({ key, text }) => text(counts[key])).join(', ');
}
