import { describe, expect, it } from 'vitest';
import { pageAfterRemoval, showingTotal } from './listControls';

describe('list footer and paging after deletes', () => {
  it("writes 'Showing x - y of n <noun>'", () => {
    expect(showingTotal('speakers')(42, [11, 20])).toBe('Showing 11 - 20 of 42 speakers');
    expect(showingTotal('groups')(3, [1, 3])).toBe('Showing 1 - 3 of 3 groups');
  });

  it('steps back a page only when the deletes emptied a page after the first', () => {
    expect(pageAfterRemoval(3, 2, 2)).toBe(2);
    expect(pageAfterRemoval(3, 5, 2)).toBe(3);
    expect(pageAfterRemoval(1, 1, 1)).toBe(1);
  });
});
