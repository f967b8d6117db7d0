import { App } from 'antd';
import { i18n } from '@lingui/core';
import { ordersClient } from '../../api/orders';

/**
 * Asks before the site's currency changes while bookings exist: amounts are stored as numbers in
 * the site's currency and not converted, so the bookings made so far and every ticket price would
 * read in the new currency ($10.00 becomes €10.00). No bookings (or none the user may list): no
 * question.
 * @returns `check(from, to, proceed)`: runs `proceed` at once, or once the user confirms
 */
export function useCurrencyChange(): (from: string, to: string, proceed: () => void) => Promise<void> {
  const { modal } = App.useApp();
  return async (from, to, proceed) => {
    const bookings = from === to ? 0 : await ordersClient.list({ paged: 1, per_page: 1 }).then((page) => page.total_items, () => 0);
    if (bookings === 0) return proceed();
    modal.confirm({
      title: i18n._('Change the currency from {from} to {to}?', { from, to }),
      content: i18n._('Amounts are not converted: {count, plural, one {the booking made so far} other {the # bookings made so far}} and every ticket price will read in {to}.', {
        count: bookings,
        to,
      }),
      okText: i18n._('Change currency'),
      cancelText: i18n._('Cancel'),
      autoFocusButton: 'cancel',
      onOk: proceed,
    });
  };
}
