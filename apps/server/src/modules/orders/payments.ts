import type { OrderStatus, PaymentMethod } from '@eventory/core';

/** What a provider learns about a new booking (inserted, not yet committed). */
export interface PaymentRequest {
  order_id: number;
  /** In the site's currency units. */
  total: number;
  customer_email: string;
}

/** Where a booking stands once its provider has started the payment. */
export interface PaymentOutcome {
  /** `completed` when nothing is left to pay, `pending` while money is still to come. */
  status: Extract<OrderStatus, 'pending' | 'completed'>;
}

/**
 * A way of paying for a booking (issue #4 "Bookings": providers behind an interface so a card
 * provider can be added later). `initiate` runs inside the booking's transaction; a provider that
 * talks to a payment service answers `pending` and completes the booking later.
 */
export interface PaymentProvider {
  readonly key: PaymentMethod;
  initiate(request: PaymentRequest): Promise<PaymentOutcome>;
}

/** Bookings whose total is 0: complete at once. */
export const freeProvider: PaymentProvider = {
  key: 'free',
  initiate: async () => ({ status: 'completed' }),
};

/** Paid at the desk or by bank transfer: pending until an admin marks the booking paid. */
export const offlineProvider: PaymentProvider = {
  key: 'offline',
  initiate: async () => ({ status: 'pending' }),
};

/** The provider a booking of this total uses. */
export function providerFor(total: number): PaymentProvider {
  return total === 0 ? freeProvider : offlineProvider;
}
