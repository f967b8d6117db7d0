import type { OrderFilters } from '../../api/orders';

/** Query keys of bookings in one place: every booking change invalidates `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters) => ['orders', 'list', filters] as const,
  report: (filters: Omit<OrderFilters, 'paged' | 'per_page'>) => ['orders', 'report', filters] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

/**
 * What a booking or attendee change moves: bookings and their report, attendees (payment and
 * ticket status), and the event list and editor (sold counts) — not event names in pickers.
 */
export const BOOKING_CHANGE_ROOTS = [orderKeys.all, ['attendees'], ['events', 'list'], ['events', 'detail']] as const;
