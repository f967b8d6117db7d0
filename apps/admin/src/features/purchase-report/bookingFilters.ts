import type { OrderStatus } from '@eventory/core';
import type { OrderFilters } from '../../api/orders';
import type { PagedFilters } from '../../shared/listControls';
import type { DateRange } from '../events/list/listState';

/** The booking list's filters besides the search and paging. */
export interface BookingFilterValues {
  event_id?: number;
  status?: OrderStatus;
  /** Both ends `YYYY-MM-DD`, inclusive. */
  range: DateRange | null;
}

export const NO_BOOKING_FILTERS: BookingFilterValues = { event_id: undefined, status: undefined, range: null };

/** Keeps only the keys whose value is set (not undefined or ''), so equal filters make equal query keys and URLs. */
export function withoutUnset<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/**
 * The `GET /orders` query of the screen's state. The event of the route (`/purchase-report/:eventId`)
 * wins over the event filter; the date range becomes `date_from`/`date_to`; unset filters are left out.
 */
export function toOrderFilters(state: BookingFilterValues & PagedFilters, routeEventId?: number): OrderFilters {
  return withoutUnset({
    event_id: routeEventId ?? state.event_id,
    status: state.status,
    date_from: state.range?.start_date,
    date_to: state.range?.end_date,
    search: state.search,
    paged: state.paged,
    per_page: state.per_page,
  });
}

/** A list's filters without paging: the report of the bookings listed, or the CSV of the attendees listed (every page). */
export function withoutPaging<F extends { paged: number; per_page: number }>({ paged: _paged, per_page: _perPage, ...filters }: F): Omit<F, 'paged' | 'per_page'> {
  return filters;
}

/** True when a filter the user chose (not the route's event) narrows the list. */
export function isBookingListFiltered(state: BookingFilterValues & PagedFilters): boolean {
  return state.search !== '' || state.event_id !== undefined || state.status !== undefined || state.range !== null;
}

/**
 * The id of a route parameter: undefined when the route has none, null when it is not a positive
 * integer (the screen then says the record does not exist).
 */
export function routeId(param: string | undefined): number | undefined | null {
  if (param === undefined) return undefined;
  const id = Number(param);
  return /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
