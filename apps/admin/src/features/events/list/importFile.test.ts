import { describe, expect, it } from 'vitest';
import { importSummaryText, isIcsFile } from './importFile';

describe('isIcsFile', () => {
  it('accepts an .ics name or the text/calendar type', () => {
    expect(isIcsFile('Schedule.ICS', '')).toBe(true);
    expect(isIcsFile('feed', 'text/calendar')).toBe(true);
    expect(isIcsFile('notes.txt', 'text/plain')).toBe(false);
  });
});

describe('importSummaryText', () => {
  it('sums up the import in one line', () => {
    expect(importSummaryText({ created: 3, updated: 1, occurrences: 12, skipped: 2, warnings: [] })).toBe(
      'Created 3 events, 12 occurrences; updated 1; skipped 2',
    );
  });
});
