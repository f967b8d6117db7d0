import { lazy, Suspense } from 'react';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { OrderReport } from '@eventory/core';
import { useMoneyFormat } from '../../shared/format';

const SalesChart = lazy(() => import('./SalesChart'));

/** '1 booking', '3 bookings'. */
const bookingCount = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;

/**
 * The report above the booking list (issue #4): cards for bookings, completed, tickets sold,
 * revenue and refunded, and the sales chart (its own chunk) of the same filters.
 */
export function ReportSummary({ report, loading }: { report: OrderReport | undefined; loading: boolean }) {
  const totals = report?.totals;
  const money = useMoneyFormat();
  const cards = [
    { title: 'Bookings', value: totals?.orders },
    { title: 'Completed', value: totals?.completed },
    { title: 'Tickets sold', value: totals?.tickets_sold },
    { title: 'Revenue', value: totals && money(totals.revenue) },
    { title: 'Refunded', value: totals && money(totals.refunded_amount), note: totals && bookingCount(totals.refunded) },
  ];
  return (
    <>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={12} md={8} xl={4}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={card.title} value={card.value ?? '—'} loading={loading && !totals} />
              {card.note && <Typography.Text type="secondary">{card.note}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title="Sales over time">
        {report && report.by_day.length > 0 ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <SalesChart days={report.by_day} />
          </Suspense>
        ) : (
          <Typography.Text type="secondary">{report ? 'No sales in this period.' : 'Loading the sales…'}</Typography.Text>
        )}
      </Card>
    </>
  );
}
