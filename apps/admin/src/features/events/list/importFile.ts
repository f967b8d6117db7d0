import { i18n } from '@lingui/core';
import type { ImportSummary } from '../../../api/events';

/** True for a file that looks like iCalendar: an `.ics` name or the `text/calendar` type. */
export function isIcsFile(name: string, type: string): boolean {
  return name.toLowerCase().endsWith('.ics') || type === 'text/calendar';
}

/** One line summing up an import: `Created N events, M occurrences; updated U; skipped S`. */
export function importSummaryText(summary: ImportSummary): string {
  return i18n._('Created {created, plural, one {# event} other {# events}}, {occurrences, plural, one {# occurrence} other {# occurrences}}; updated {updated}; skipped {skipped}', { created: summary.created, occurrences: summary.occurrences, updated: summary.updated, skipped: summary.skipped });
}
