import type { OrderStatus } from '@eventory/core';

/** Statuses of bookings that were paid: they have an invoice and may be refunded (SPEC §4). */
export const PAID: readonly OrderStatus[] = ['completed', 'partially_refunded'];

/** Money in currency units, rounded to cents (sums of doubles drift). */
export const money = (amount: number): number => Math.round(amount * 100) / 100;
