import { describe, expect, it } from 'vitest';
import { parseTime } from '../events/editor/dateTime';
import { emptySlot } from './scheduleValues';
import { pageOf, slotMatches, SLOTS_PER_PAGE } from './slotSearch';

const slot = { ...emptySlot(), topic: 'Rust in the Kernel', room: 'UD2.120 (Chavanne)', track: 'Odd track', start_time: parseTime('09:05'), end_time: parseTime('09:30') };

describe('slotMatches', () => {
  it('matches every slot on an empty or blank term', () => {
    expect(slotMatches(slot, '')).toBe(true);
    expect(slotMatches(undefined, '  ')).toBe(true);
  });

  it('needs every word, case-insensitive, in the times, topic, room or track', () => {
    expect(slotMatches(slot, 'rust KERNEL')).toBe(true);
    expect(slotMatches(slot, 'odd ud2 09:05')).toBe(true);
    expect(slotMatches(slot, 'rust python')).toBe(false);
    expect(slotMatches(slot, 'even')).toBe(false);
  });
});

describe('pageOf', () => {
  it(`turns a 0-based position into a 1-based page of ${SLOTS_PER_PAGE}`, () => {
    expect([pageOf(0), pageOf(SLOTS_PER_PAGE - 1), pageOf(SLOTS_PER_PAGE), pageOf(469)]).toEqual([1, 1, 2, 10]);
  });
});
