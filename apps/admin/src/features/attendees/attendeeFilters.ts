import type { PaymentStatus, TicketStatus } from '@eventory/core';
import type { AttendeeFilters } from '../../api/attendees';
import type { PagedFilters } from '../../shared/listControls';
import { withoutUnset } from '../purchase-report/bookingFilters';

/** The attendee table's filters besides the search and paging. */
export interface AttendeeFilterValues {
  event_id?: number;
  ticket_status?: TicketStatus;
  payment_status?: PaymentStatus;
}

export const NO_ATTENDEE_FILTERS: AttendeeFilterValues = { event_id: undefined, ticket_status: undefined, payment_status: undefined };

/**
 * The `GET /attendees` query of the screen's state: the route's event (`/attendees/event/:eventId`)
 * wins over the event filter, and unset filters are left out.
 */
export function toAttendeeFilters(state: AttendeeFilterValues & PagedFilters, routeEventId?: number): AttendeeFilters {
  return withoutUnset({
    event_id: routeEventId ?? state.event_id,
    ticket_status: state.ticket_status,
    payment_status: state.payment_status,
    search: state.search,
    paged: state.paged,
    per_page: state.per_page,
  });
}

/** True when a filter the user chose (not the route's event) narrows the table. */
export function isAttendeeListFiltered(state: AttendeeFilterValues & PagedFilters): boolean {
  return state.search !== '' || state.event_id !== undefined || state.ticket_status !== undefined || state.payment_status !== undefined;
}
