import { describe, expect, it } from 'vitest';
import { pagedFromParams, pagedToParams, type ParamSpec } from './listParams';
import type { DateRange } from '../features/events/list/listState';

interface Filters {
  event_id?: number;
  status?: 'going' | 'maybe';
  group?: string;
}
const NONE: Filters = { event_id: undefined, status: undefined, group: undefined };
const SPEC: ParamSpec<Filters> = { event_id: 'number', status: ['going', 'maybe'], group: 'string' };
const read = (text: string) => pagedFromParams(new URLSearchParams(text), NONE, SPEC);

describe('a paged list in the URL', () => {
  it('reads what a link gives and writes it back the same', () => {
    const filters = read('event_id=12&status=maybe&group=Keynote%20speakers&search=ada&paged=4&per_page=20');
    expect(filters).toEqual({ event_id: 12, status: 'maybe', group: 'Keynote speakers', search: 'ada', paged: 4, per_page: 20 });
    expect(pagedToParams(filters, NONE, SPEC).toString()).toBe('event_id=12&status=maybe&group=Keynote+speakers&search=ada&paged=4&per_page=20');
  });

  it('an untouched list is the bare route', () => {
    expect(read('')).toEqual({ ...NONE, search: '', paged: 1, per_page: 10 });
    expect(pagedToParams(read(''), NONE, SPEC).toString()).toBe('');
  });

  it('writes a date range as start_date and end_date, and leaves out a filter at its untouched value', () => {
    const spec: ParamSpec<{ range: DateRange | null; view: string }> = { range: 'dateRange', view: ['going', 'maybe'] };
    const untouched = { range: null, view: 'going' };
    const filters = pagedFromParams(new URLSearchParams('start_date=2026-03-01&end_date=2026-03-31&view=maybe'), untouched, spec);
    expect(filters).toMatchObject({ range: { start_date: '2026-03-01', end_date: '2026-03-31' }, view: 'maybe' });
    expect(pagedToParams({ ...filters, view: 'going' }, untouched, spec).toString()).toBe('start_date=2026-03-01&end_date=2026-03-31');
    expect(pagedFromParams(new URLSearchParams('start_date=2026-04-01&end_date=2026-03-01'), untouched, spec).range).toBeNull();
    // An open end: from a day on.
    const from = pagedFromParams(new URLSearchParams('start_date=2026-03-01'), untouched, spec);
    expect(from.range).toEqual({ start_date: '2026-03-01' });
    expect(pagedToParams(from, untouched, spec).toString()).toBe('start_date=2026-03-01');
  });

  it('drops what is not valid, so an old or hand-edited link still opens the list', () => {
    expect(read('event_id=abc&status=lost&paged=0&per_page=13')).toEqual({ ...NONE, search: '', paged: 1, per_page: 10 });
    expect(read('event_id=-3&paged=2.5&search=%20%20')).toMatchObject({ event_id: undefined, paged: 1, search: '' });
  });
});
