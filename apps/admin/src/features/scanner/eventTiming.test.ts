import { describe, expect, it } from 'vitest';
import { eventTiming, TODAY_MARGIN_MS } from './eventTiming';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-28T15:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

describe('eventTiming', () => {
  it('is today while the event runs, and from 12 h before its start to 12 h after its end', () => {
    expect(TODAY_MARGIN_MS).toBe(12 * HOUR);
    expect(eventTiming(at(now - 2 * HOUR), at(now + 2 * HOUR), now)).toBe('today');
    expect(eventTiming(at(now + 12 * HOUR), at(now + 14 * HOUR), now)).toBe('today');
    expect(eventTiming(at(now - 14 * HOUR), at(now - 12 * HOUR), now)).toBe('today');
    // A festival running for days is today on each of them.
    expect(eventTiming(at(now - 3 * 24 * HOUR), at(now + 3 * 24 * HOUR), now)).toBe('today');
  });

  it('is later when the event starts more than 12 h from now (next week\'s occurrence)', () => {
    expect(eventTiming(at(now + 12 * HOUR + 1), at(now + 14 * HOUR), now)).toBe('later');
    expect(eventTiming('2026-12-05T18:00:00.000Z', '2026-12-05T22:00:00.000Z', now)).toBe('later');
  });

  it('is earlier when the event ended more than 12 h ago', () => {
    expect(eventTiming(at(now - 14 * HOUR), at(now - 12 * HOUR - 1), now)).toBe('earlier');
    expect(eventTiming('2026-11-21T18:00:00.000Z', '2026-11-21T22:00:00.000Z', now)).toBe('earlier');
  });

  it('reads only the instants it can: with neither, the event counts as today (no warning rather than a wrong one)', () => {
    expect(eventTiming('', '', now)).toBe('today');
    expect(eventTiming('not a date', '2026-11-21T22:00:00.000Z', now)).toBe('earlier');
  });
});
