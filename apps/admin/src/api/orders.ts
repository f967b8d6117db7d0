import { ownTimeZone, type Order, type OrderReport, type OrderStatus } from '@eventory/core';
import { api, request } from './client';

/**
 * Filters of the booking list (`GET /orders`; dates are `YYYY-MM-DD`, inclusive, days of the
 * reader's zone, which the client sends as `timezone`: the zone booking times are shown in).
 */
export interface OrderFilters {
  event_id?: number;
  status?: OrderStatus;
  date_from?: string;
  date_to?: string;
  search?: string;
  paged: number;
  per_page: number;
}

export const ordersClient = {
  list: async (filters: OrderFilters) => {
    const { data, headers } = await request<{ items: Order[]; total_items: number }>('GET', '/orders', { query: { ...filters, timezone: ownTimeZone() } });
    return { ...data, total_items: Number(headers.get('X-WP-Total') ?? data.total_items) };
  },
  report: (filters: Omit<OrderFilters, 'paged' | 'per_page'>) => api.get<OrderReport>('/orders/report', { ...filters, timezone: ownTimeZone() }),
  get: (id: number) => api.get<Order>(`/orders/${id}`),
  markPaid: (id: number) => api.post<Order>(`/orders/${id}/mark-paid`),
  cancel: (id: number) => api.post<Order>(`/orders/${id}/cancel`),
  refund: (id: number, body: { reason: string; attendee_ids?: number[] }) => api.post<Order>(`/orders/${id}/refund`, body),
  resendInvoice: (id: number) => api.post<{ queued: true }>(`/orders/${id}/resend-invoice`),
};
