import { Tag } from 'antd';
import type { StatusTag as StatusTagValue } from './orderDisplay';

/** A status as an antd Tag in its colour (booking status, payment status, ticket status). */
export function StatusTag({ tag }: { tag: StatusTagValue }) {
  return <Tag color={tag.color}>{tag.label}</Tag>;
}
