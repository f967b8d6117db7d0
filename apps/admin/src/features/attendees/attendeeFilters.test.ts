import { describe, expect, it } from 'vitest';
import { withoutPaging } from '../purchase-report/bookingFilters';
import { isAttendeeListFiltered, NO_ATTENDEE_FILTERS, toAttendeeFilters } from './attendeeFilters';

const FIRST_PAGE = { search: '', paged: 1, per_page: 10 };

describe('the attendee filters as the list and export query', () => {
  it('leaves out unset filters and keeps the chosen ones', () => {
    expect(toAttendeeFilters({ ...NO_ATTENDEE_FILTERS, ...FIRST_PAGE })).toEqual({ paged: 1, per_page: 10 });
    expect(toAttendeeFilters({ event_id: 2, ticket_status: 'used', payment_status: 'completed', search: 'ada', paged: 1, per_page: 10 })).toEqual({
      event_id: 2,
      ticket_status: 'used',
      payment_status: 'completed',
      search: 'ada',
      paged: 1,
      per_page: 10,
    });
  });

  it("uses the route's event over the event filter", () => {
    expect(toAttendeeFilters({ ...NO_ATTENDEE_FILTERS, event_id: 2, ...FIRST_PAGE }, 9).event_id).toBe(9);
  });

  it('exports the filtered rows of every page', () => {
    expect(withoutPaging(toAttendeeFilters({ ...NO_ATTENDEE_FILTERS, ticket_status: 'unused', search: 'x', paged: 4, per_page: 50 }, 9))).toEqual({
      event_id: 9,
      ticket_status: 'unused',
      search: 'x',
    });
  });

  it("counts only the user's own filters as filtering", () => {
    expect(isAttendeeListFiltered({ ...NO_ATTENDEE_FILTERS, ...FIRST_PAGE })).toBe(false);
    expect(isAttendeeListFiltered({ ...NO_ATTENDEE_FILTERS, ...FIRST_PAGE, payment_status: 'refunded' })).toBe(true);
  });
});
