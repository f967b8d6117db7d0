import { utcToZoned, type OrderReport, type OrderStatus } from '@eventory/core';
import { money, PAID } from './amounts.js';
import type { ReportRow } from './repository.js';

/**
 * The booking report (`GET /api/v2/orders/report`) from its raw figures: `rows`, the bookings per UTC
 * quarter hour, status and currency, and `tickets`, the valid tickets per quarter hour, each quarter
 * filed under its day in `timezone` (the reader's). Revenue is what paid bookings brought minus
 * refunds; `completed` counts paid bookings a partial refund left valid tickets in (they count in
 * `refunded` too). Amounts of `currency` (the site's) make `revenue`, `refunded_amount` and each
 * day's revenue; bookings in another currency count in the numbers and add their amounts to
 * `other_currencies`, never to those sums.
 */
export function summarizeReport(rows: ReportRow[], tickets: Map<string, number>, currency: string, timezone: string): OrderReport {
  const totals: OrderReport['totals'] = { orders: 0, completed: 0, pending: 0, refunded: 0, tickets_sold: 0, revenue: 0, refunded_amount: 0 };
  const localDay = (at: string) => utcToZoned(Date.parse(at), timezone).date;
  const ticketsByDay = new Map<string, number>();
  for (const [at, n] of tickets) {
    const date = localDay(at);
    ticketsByDay.set(date, (ticketsByDay.get(date) ?? 0) + n);
  }
  const days = new Map<string, OrderReport['by_day'][number]>();
  const others = new Map<string, OrderReport['other_currencies'][number]>();
  for (const r of rows) {
    const date = localDay(r.at);
    const day = days.get(date) ?? { date, orders: 0, tickets: ticketsByDay.get(date) ?? 0, revenue: 0 };
    const earned = r.status === 'pending' || r.status === 'failed' ? 0 : r.total - r.refunded;
    day.orders += r.orders;
    days.set(date, day);
    totals.orders += r.orders;
    if (r.currency === currency) {
      day.revenue = money(day.revenue + earned);
      totals.revenue = money(totals.revenue + earned);
      totals.refunded_amount = money(totals.refunded_amount + r.refunded);
    } else {
      const other = others.get(r.currency) ?? { currency: r.currency, orders: 0, revenue: 0, refunded_amount: 0 };
      other.orders += r.orders;
      other.revenue = money(other.revenue + earned);
      other.refunded_amount = money(other.refunded_amount + r.refunded);
      others.set(r.currency, other);
    }
    if (PAID.includes(r.status as OrderStatus)) totals.completed += r.orders;
    if (r.status === 'pending') totals.pending += r.orders;
    if (r.status === 'refunded' || r.status === 'partially_refunded') totals.refunded += r.orders;
  }
  totals.tickets_sold = [...tickets.values()].reduce((a, b) => a + b, 0);
  return { currency, totals, by_day: [...days.values()], other_currencies: [...others.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}
