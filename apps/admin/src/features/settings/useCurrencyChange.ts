import { App } from 'antd';
import { i18n } from '@lingui/core';
import { useMoneyFormat } from '../../shared/format';

/**
 * Asks before the site's currency changes: ticket prices are stored as numbers and not converted,
 * so a price of 10 reads $10.00 before and €10.00 after. Bookings keep the currency they were made
 * in (the question says so). No change of currency: no question.
 * @returns `check(from, to, proceed)`: runs `proceed` at once, or once the user confirms
 */
export function useCurrencyChange(): (from: string, to: string, proceed: () => void) => void {
  const { modal } = App.useApp();
  const money = useMoneyFormat();
  return (from, to, proceed) => {
    if (from === to) return proceed();
    modal.confirm({
      title: i18n._('Change the currency from {from} to {to}?', { from, to }),
      content: i18n._('Ticket prices are not converted: a price of 10 will read {after} instead of {before}. Bookings made so far keep {from}.', {
        after: money(10, to),
        before: money(10, from),
        from,
      }),
      okText: i18n._('Change currency'),
      cancelText: i18n._('Cancel'),
      autoFocusButton: 'cancel',
      onOk: proceed,
    });
  };
}
