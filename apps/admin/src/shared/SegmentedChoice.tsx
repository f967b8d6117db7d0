import { Segmented, type SegmentedProps } from 'antd';

/**
 * antd's Segmented as one Tab stop: its options are radio inputs (Tab reaches the chosen one, the
 * arrow keys move the choice), but its group was a second stop before them that ignored the arrow
 * keys (rc-segmented gives it tabIndex 0; keyboard walk).
 */
export function SegmentedChoice<T extends string>(props: SegmentedProps<T>) {
  return <Segmented<T> {...props} tabIndex={-1} />;
}
