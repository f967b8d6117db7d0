import { Tag } from 'antd';
import type { StatusTag as StatusTagValue } from './orderDisplay';

/**
 * A long status wraps ('Partially / refunded') past 96 px: in the lists' max-content tables a tag
 * would otherwise widen its column by its whole label (issue #9 §4: the bookings table fits 1440 px).
 */
const WRAPPING = { whiteSpace: 'normal', maxWidth: 96, marginInlineEnd: 0 } as const;

/** A status as an antd Tag in its colour (booking status, payment status, ticket status). */
export function StatusTag({ tag }: { tag: StatusTagValue }) {
  return <Tag color={tag.color} style={WRAPPING}>{tag.label}</Tag>;
}
