import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundInput } from '@eventory/core';
import { ordersClient, type OrderFilters } from '../../api/orders';
import { BOOKING_CHANGE_ROOTS, orderKeys } from './orderKeys';

/** A page of bookings, keeping the previous page on screen while the next one loads. */
export function useOrderList(filters: OrderFilters) {
  return useQuery({ queryKey: orderKeys.list(filters), queryFn: () => ordersClient.list(filters), placeholderData: keepPreviousData });
}

/** The totals and sales per day of the filtered bookings (`GET /orders/report`). */
export function useOrderReport(filters: Omit<OrderFilters, 'paged' | 'per_page'>) {
  return useQuery({ queryKey: orderKeys.report(filters), queryFn: () => ordersClient.report(filters), placeholderData: keepPreviousData });
}

/** One booking with its attendees; `enabled` false (or an id ≤ 0) waits, e.g. until a modal opens. */
export function useOrder(id: number, enabled = true) {
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: () => ordersClient.get(id), enabled: enabled && id > 0 });
}

/** A booking change refreshes bookings, the report, attendees and the events' sold counts. */
function useBookingMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(BOOKING_CHANGE_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Marks a pending (offline) booking as paid. */
export const useMarkPaid = () => useBookingMutation((id: number) => ordersClient.markPaid(id));

/** Cancels a pending (unpaid) booking: its tickets void, their seats back on sale. */
export const useCancelBooking = () => useBookingMutation((id: number) => ordersClient.cancel(id));

/** Refunds a whole booking or chosen tickets; seats go back to the event. */
export const useRefundOrder = () => useBookingMutation(({ id, body }: { id: number; body: RefundInput }) => ordersClient.refund(id, body));

/** Queues the invoice mail again (nothing on screen changes, so nothing is refreshed). */
export function useResendInvoice() {
  return useMutation({ mutationFn: (id: number) => ordersClient.resendInvoice(id) });
}
