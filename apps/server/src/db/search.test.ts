import { describe, expect, it } from 'vitest';
import { plannedMatches, type ColumnSample } from './search.js';

/** A sample as PostgreSQL's statistics give it: 100 histogram bounds, a few common values. */
const sample = (histogram: string[], common: ColumnSample['common'] = [], nullFraction = 0): ColumnSample => ({ rows: 100_000, nullFraction, common, histogram });
const bounds = (matching: number) => Array.from({ length: 100 }, (_, i) => (i < matching ? `Jazz Workshop ${i}` : `Choir evening ${i}`));

describe('plannedMatches: a broad search total from the column statistics (issue #9, PostgreSQL)', () => {
  it('scales the share of histogram bounds containing the keyword, any case, to the table', () => {
    expect(plannedMatches(sample(bounds(10)), 'orkSH')).toBe(10_000);
    expect(plannedMatches(sample(bounds(10)), 'zzzq')).toBe(0);
  });

  it('adds the common values containing the keyword and applies the histogram to the other rows only', () => {
    const common = [
      { value: 'Weekly WORKSHOP', frequency: 0.2 },
      { value: 'Choir', frequency: 0.3 },
    ];
    // 0.2 from the common values + 10 % of the remaining half (no NULLs) = 0.25.
    expect(plannedMatches(sample(bounds(10), common), 'workshop')).toBe(25_000);
    // 10 % NULL titles: 0.2 + 0.1 × 0.4 = 0.24.
    expect(plannedMatches(sample(bounds(10), common, 0.1), 'workshop')).toBe(24_000);
  });

  it('does not estimate from a histogram too small to judge (a table not analysed or nearly empty)', () => {
    expect(plannedMatches(sample(bounds(10).slice(0, 40)), 'workshop')).toBeNull();
  });

  it('counts a value once however often it holds the keyword, and never across two values', () => {
    const values = Array.from({ length: 100 }, (_, i) => (i < 10 ? `Workshop, workshop ${i}` : i % 2 ? 'Jazz ab' : 'cd Choir'));
    expect(plannedMatches(sample(values), 'workshop')).toBe(10_000);
    expect(plannedMatches(sample(values), 'abcd')).toBe(0);
    expect(plannedMatches(sample(values), 'b')).toBe(45_000);
  });
});
