import { describe, expect, it } from 'vitest';
import { NO_BOOKING_FILTERS, isBookingListFiltered, routeId, toOrderFilters, withoutPaging } from './bookingFilters';

const FIRST_PAGE = { search: '', paged: 1, per_page: 10 };

describe('the booking filters as the list query', () => {
  it('leaves out unset filters, so the first page asks only for paging', () => {
    expect(toOrderFilters({ ...NO_BOOKING_FILTERS, ...FIRST_PAGE })).toEqual({ paged: 1, per_page: 10 });
  });

  it('sends the date range as date_from/date_to and the search as typed', () => {
    const state = { ...NO_BOOKING_FILTERS, status: 'completed' as const, range: { start_date: '2025-03-01', end_date: '2025-03-31' }, search: 'ada', paged: 2, per_page: 20 };
    expect(toOrderFilters(state)).toEqual({ status: 'completed', date_from: '2025-03-01', date_to: '2025-03-31', search: 'ada', paged: 2, per_page: 20 });
  });

  it("uses the route's event over the event filter", () => {
    expect(toOrderFilters({ ...NO_BOOKING_FILTERS, event_id: 3, ...FIRST_PAGE }, 7).event_id).toBe(7);
    expect(toOrderFilters({ ...NO_BOOKING_FILTERS, event_id: 3, ...FIRST_PAGE }).event_id).toBe(3);
  });

  it('asks the report for the same bookings without paging', () => {
    expect(withoutPaging({ event_id: 7, status: 'refunded' as const, paged: 3, per_page: 50 })).toEqual({ event_id: 7, status: 'refunded' });
  });

  it("counts only the user's own filters as filtering", () => {
    expect(isBookingListFiltered({ ...NO_BOOKING_FILTERS, ...FIRST_PAGE })).toBe(false);
    expect(isBookingListFiltered({ ...NO_BOOKING_FILTERS, ...FIRST_PAGE, search: 'x' })).toBe(true);
    expect(isBookingListFiltered({ ...NO_BOOKING_FILTERS, ...FIRST_PAGE, range: { start_date: '2025-01-01', end_date: '2025-01-02' } })).toBe(true);
  });
});

describe('ids in routes', () => {
  it('reads positive integers and refuses anything else', () => {
    expect(routeId(undefined)).toBeUndefined();
    expect(routeId('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '99999999999999999999']) expect(routeId(bad)).toBeNull();
  });
});
