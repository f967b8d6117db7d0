import { Flex, Progress, Tag, Typography } from 'antd';
import { EVENT_STATE_COLORS, EVENT_STATE_LABELS, type EventState } from '@eventory/core';
import { PRIMARY_COLOR } from '../../../app/theme';
import { soldSummary } from './eventDisplay';

/** Sold (SPEC §2): sold/total (∞ when unlimited) over a progress bar in the primary colour. */
export function SoldCell({ sold, total }: { sold: number; total: number }) {
  const { text, percent } = soldSummary(sold, total);
  return (
    <Flex vertical style={{ minWidth: 100 }}>
      <Typography.Text>{text}</Typography.Text>
      <Progress percent={percent} strokeColor={PRIMARY_COLOR} showInfo={false} size="small" aria-label={`Tickets sold: ${text}`} />
    </Flex>
  );
}

/** An event's state as its coloured tag (SPEC §4 "Event status"). */
export function EventStatusTag({ state }: { state: EventState }) {
  return <Tag color={EVENT_STATE_COLORS[state]}>{EVENT_STATE_LABELS[state]}</Tag>;
}
