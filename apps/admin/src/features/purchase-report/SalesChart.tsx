import { i18n } from '@lingui/core';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OrderReport } from '@eventory/core';
import { PRIMARY_COLOR } from '../../app/theme';
import { useCalendarDateFormat, useMoneyFormat } from '../../shared/format';

const TICKETS_COLOR = '#91caff';

/**
 * Sales over time (issue #4): tickets sold per day (the reader's, see the report) as bars and
 * revenue as a line on its own axis, the days written as the site's locale writes dates ('Nov 29,
 * 2026', not '2026-11-29'). Loaded on its own chunk (recharts), only when the report has days to draw.
 */
export default function SalesChart({ days }: { days: OrderReport['by_day'] }) {
  const money = useMoneyFormat();
  const calendarDate = useCalendarDateFormat();
  return (
    <div role="img" aria-label={i18n._('{count, plural, one {Sales over # day} other {Sales over # days}}', { count: days.length })} style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer>
        <ComposedChart data={days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={calendarDate} />
          <YAxis yAxisId="tickets" allowDecimals={false} width="auto" />
          {/* As wide as its longest amount ('$10,000.00' was cut at the default 60 px). */}
          <YAxis yAxisId="revenue" orientation="right" width="auto" tickFormatter={(value: number) => money(value)} />
          <Tooltip labelFormatter={(date) => calendarDate(String(date))} formatter={(value, _name, item) => (item.dataKey === 'revenue' ? money(Number(value)) : String(value))} />
          <Legend />
          <Bar yAxisId="tickets" dataKey="tickets" name={i18n._('Tickets')} fill={TICKETS_COLOR} maxBarSize={48} />
          <Line yAxisId="revenue" dataKey="revenue" name={i18n._('Revenue')} stroke={PRIMARY_COLOR} strokeWidth={2} dot={{ r: 3 }} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
