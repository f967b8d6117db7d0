import { describe, expect, it } from 'vitest';
import { eventListReducer, INITIAL_LIST_STATE, isUnfiltered, lastPage, showingText, stateFromParams, stateToParams, toEventFilters, type EventListState } from './listState';

const onPage3Of50: EventListState = { ...INITIAL_LIST_STATE, paged: 3, per_page: 50 };

describe('eventListReducer', () => {
  it('resets paging to page 1 and per_page 10 on every filter change (SPEC §9)', () => {
    expect(eventListReducer(onPage3Of50, { type: 'status', value: 'past' })).toMatchObject({ status: 'past', paged: 1, per_page: 10 });
    expect(eventListReducer(onPage3Of50, { type: 'search', value: 'jazz' })).toMatchObject({ search: 'jazz', paged: 1, per_page: 10 });
    const range = { start_date: '2025-01-01', end_date: '2025-01-31' };
    expect(eventListReducer(onPage3Of50, { type: 'range', value: range })).toMatchObject({ range, paged: 1, per_page: 10 });
  });

  it('keeps the state (and the page) when a filter is set to its current value', () => {
    const withRange = { ...onPage3Of50, range: { start_date: '2025-01-01', end_date: '2025-01-31' } };
    expect(eventListReducer(onPage3Of50, { type: 'search', value: '' })).toBe(onPage3Of50);
    expect(eventListReducer(onPage3Of50, { type: 'status', value: 'all' })).toBe(onPage3Of50);
    expect(eventListReducer(withRange, { type: 'range', value: { start_date: '2025-01-01', end_date: '2025-01-31' } })).toBe(withRange);
  });

  it('changes page and page size without touching the filters', () => {
    const filtered = { ...INITIAL_LIST_STATE, status: 'draft' as const, search: 'x' };
    expect(eventListReducer(filtered, { type: 'page', paged: 2, per_page: 20 })).toEqual({ ...filtered, paged: 2, per_page: 20 });
  });
});

describe('toEventFilters', () => {
  it('leaves out the filters that are not set', () => {
    expect(toEventFilters(INITIAL_LIST_STATE)).toEqual({ status: 'all', paged: 1, per_page: 10 });
  });

  it('sends the range as start_date/end_date and the search as search_keyword', () => {
    const state: EventListState = { status: 'upcoming', range: { start_date: '2025-02-01', end_date: '2025-02-28' }, search: 'fosdem', sort: { orderby: 'title', order: 'asc' }, paged: 2, per_page: 20, expanded: [], occurrencePages: {} };
    expect(toEventFilters(state)).toEqual({ status: 'upcoming', start_date: '2025-02-01', end_date: '2025-02-28', search_keyword: 'fosdem', orderby: 'title', order: 'asc', paged: 2, per_page: 20 });
  });
});

describe('isUnfiltered', () => {
  it('is true only without status, range and search, whatever the page', () => {
    expect(isUnfiltered(onPage3Of50)).toBe(true);
    expect(isUnfiltered({ ...INITIAL_LIST_STATE, status: 'draft' })).toBe(false);
    expect(isUnfiltered({ ...INITIAL_LIST_STATE, search: 'a' })).toBe(false);
    expect(isUnfiltered({ ...INITIAL_LIST_STATE, range: { start_date: '2025-01-01', end_date: '2025-01-02' } })).toBe(false);
  });
});

describe('lastPage', () => {
  it('is the page holding the last item, and 1 for an empty list', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
    expect(lastPage(101, 50)).toBe(3);
  });
});

describe('showingText', () => {
  it('writes the SPEC footer', () => {
    expect(showingText(42, [11, 20])).toBe('Showing 11 - 20 of 42 events');
    expect(showingText(10012, [1, 10], true)).toBe('Showing 1 - 10 of about 10012 events');
  });
});

describe('sort (issue #9 §1)', () => {
  it('a new sort goes back to page 1 and keeps the page size; the same sort keeps the state', () => {
    const sorted = eventListReducer(onPage3Of50, { type: 'sort', value: { orderby: 'sold', order: 'desc' } });
    expect(sorted).toMatchObject({ sort: { orderby: 'sold', order: 'desc' }, paged: 1, per_page: 50 });
    expect(eventListReducer(sorted, { type: 'sort', value: { orderby: 'sold', order: 'desc' } })).toBe(sorted);
  });
});

describe('search params (issue #9 §1)', () => {
  it('round-trip filters, sort, page and expanded rows with their occurrence pages, leaving defaults out', () => {
    const state: EventListState = {
      status: 'past',
      range: { start_date: '2025-02-01', end_date: '2025-02-28' },
      search: 'jazz',
      sort: { orderby: 'etn_start_date', order: 'asc' },
      paged: 3,
      per_page: 20,
      expanded: [12, 7],
      occurrencePages: { 12: { paged: 4, per_page: 20 } },
    };
    const params = stateToParams(state);
    expect(params.toString()).toBe('status=past&start_date=2025-02-01&end_date=2025-02-28&search=jazz&orderby=etn_start_date&order=asc&paged=3&per_page=20&expanded=12%2C7&occurrences=12%3A4%3A20');
    expect(stateFromParams(params)).toEqual(state);
    expect(stateToParams(INITIAL_LIST_STATE).toString()).toBe('');
  });

  it('keep a range open at either end', () => {
    expect(stateFromParams(new URLSearchParams('start_date=2025-02-01')).range).toEqual({ start_date: '2025-02-01' });
    expect(stateFromParams(new URLSearchParams('end_date=2025-02-28')).range).toEqual({ end_date: '2025-02-28' });
    expect(stateToParams({ ...INITIAL_LIST_STATE, range: { end_date: '2025-02-28' } }).toString()).toBe('end_date=2025-02-28');
    expect(toEventFilters({ ...INITIAL_LIST_STATE, range: { start_date: '2025-02-01' } })).toEqual({ status: 'all', start_date: '2025-02-01', paged: 1, per_page: 10 });
  });

  it('fall back to the defaults for unknown or malformed values', () => {
    expect(stateFromParams(new URLSearchParams('status=expired&orderby=price&paged=-1&per_page=7&start_date=2025-01-1&expanded=x'))).toEqual(INITIAL_LIST_STATE);
    expect(stateFromParams(new URLSearchParams('start_date=2025-02-01&end_date=2025-01-31')).range).toBeNull();
    // A page of a series not expanded, a page size not offered and a malformed entry are left out.
    expect(stateFromParams(new URLSearchParams('expanded=5&occurrences=6:2:10,5:2:7,5:x:10')).occurrencePages).toEqual({});
  });

  it('keep the expanded rows over a page or sort change, and collapse them on a filter change', () => {
    const open = eventListReducer(onPage3Of50, { type: 'expand', value: [4, 9] });
    expect(open.expanded).toEqual([4, 9]);
    expect(eventListReducer(open, { type: 'expand', value: [4, 9] })).toBe(open);
    expect(eventListReducer(open, { type: 'page', paged: 2, per_page: 50 }).expanded).toEqual([4, 9]);
    expect(eventListReducer(open, { type: 'status', value: 'past' }).expanded).toEqual([]);
  });

  it("keep an expanded series' occurrence page until the series collapses or a filter changes", () => {
    const open = eventListReducer(onPage3Of50, { type: 'expand', value: [4, 9] });
    const paged = eventListReducer(open, { type: 'occurrences', parent: 9, page: { paged: 3, per_page: 10 } });
    expect(paged.occurrencePages).toEqual({ 9: { paged: 3, per_page: 10 } });
    expect(eventListReducer(paged, { type: 'occurrences', parent: 9, page: { paged: 3, per_page: 10 } })).toBe(paged);
    expect(eventListReducer(paged, { type: 'occurrences', parent: 9, page: { paged: 1, per_page: 10 } }).occurrencePages).toEqual({});
    expect(eventListReducer(paged, { type: 'occurrences', parent: 5, page: { paged: 2, per_page: 10 } }).occurrencePages).toEqual(paged.occurrencePages);
    expect(eventListReducer(paged, { type: 'page', paged: 2, per_page: 50 }).occurrencePages).toEqual(paged.occurrencePages);
    expect(eventListReducer(paged, { type: 'expand', value: [4] }).occurrencePages).toEqual({});
    expect(eventListReducer(paged, { type: 'search', value: 'jazz' }).occurrencePages).toEqual({});
  });
});
