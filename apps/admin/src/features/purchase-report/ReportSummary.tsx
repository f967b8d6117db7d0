import { i18n } from '@lingui/core';
import { lazy, Suspense } from 'react';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { OrderReport } from '@eventory/core';
import { useMoneyFormat } from '../../shared/format';

const SalesChart = lazy(() => import('./SalesChart'));

/** '1 booking', '3 bookings'. */
const bookingCount = (count: number) => i18n._('{count, plural, one {# booking} other {# bookings}}', { count });

/**
 * What bookings in other currencies than the report's add (they are not in its sums), as a note:
 * 'Not included: €120.00 (3 bookings in EUR)'; undefined when there are none.
 */
function otherCurrenciesNote(report: OrderReport | undefined, money: (amount: number, currency: string) => string): string | undefined {
  const others = report?.other_currencies ?? [];
  if (others.length === 0) return undefined;
  const amounts = others.map((other) =>
    i18n._('{amount} ({count, plural, one {# booking} other {# bookings}} in {currency})', { amount: money(other.revenue, other.currency), count: other.orders, currency: other.currency }),
  );
  return i18n._('Not included: {amounts}', { amounts: amounts.join(', ') });
}

/**
 * What bookings in other currencies refunded (not in the Refunded card's sum), as a note beside its
 * count: 'Not included: $80.00'; undefined when they refunded nothing.
 */
function otherRefundsNote(report: OrderReport | undefined, money: (amount: number, currency: string) => string): string | undefined {
  const refunds = (report?.other_currencies ?? []).filter((other) => other.refunded_amount > 0).map((other) => money(other.refunded_amount, other.currency));
  return refunds.length > 0 ? i18n._('Not included: {amounts}', { amounts: refunds.join(', ') }) : undefined;
}

/**
 * The report above the booking list (issue #4): cards for bookings, completed, tickets sold,
 * revenue and refunded, and the sales chart (its own chunk) of the same filters. Amounts are in
 * the report's currency (the site's); what bookings made in another one brought and refunded is
 * named under the revenue and the refunds.
 */
export function ReportSummary({ report, loading }: { report: OrderReport | undefined; loading: boolean }) {
  const totals = report?.totals;
  const money = useMoneyFormat(report?.currency);
  const cards = [
    { key: 'orders', title: i18n._('Bookings'), value: totals?.orders },
    { key: 'completed', title: i18n._('Completed'), value: totals?.completed },
    { key: 'tickets', title: i18n._('Tickets sold'), value: totals?.tickets_sold },
    { key: 'revenue', title: i18n._('Revenue'), value: totals && money(totals.revenue), note: otherCurrenciesNote(report, money) },
    {
      key: 'refunded',
      title: i18n._('Refunded'),
      value: totals && money(totals.refunded_amount),
      note: totals && [bookingCount(totals.refunded), otherRefundsNote(report, money)].filter(Boolean).join(' · '),
    },
  ];
  return (
    <>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={12} md={8} xl={4}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={card.title} value={card.value ?? '—'} loading={loading && !totals} />
              {card.note && <Typography.Text type="secondary">{card.note}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={i18n._('Sales over time')}>
        {report && report.by_day.length > 0 ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <SalesChart days={report.by_day} />
          </Suspense>
        ) : (
          <Typography.Text type="secondary">{report ? i18n._('No sales in this period.') : i18n._('Loading the sales…')}</Typography.Text>
        )}
      </Card>
    </>
  );
}
