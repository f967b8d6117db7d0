import { Tag } from 'antd';
import type { StatusTag as StatusTagValue } from './orderDisplay';
import './statusTag.css';

/** A status as an antd Tag in its colour (booking status, payment status, ticket status); in a table a long one wraps (statusTag.css). */
export function StatusTag({ tag }: { tag: StatusTagValue }) {
  return (
    <Tag color={tag.color} className="eventory-status-tag">
      {tag.label}
    </Tag>
  );
}
