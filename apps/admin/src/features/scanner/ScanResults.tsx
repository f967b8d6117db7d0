import { i18n } from '@lingui/core';
import { useEffect, useRef } from 'react';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { useTimeFormat } from '../../shared/format';
import type { ScanOutcome, ScanRecord } from './scanOutcome';

const TAG_COLOR = { success: 'green', warning: 'orange', error: 'red', info: 'blue' } as const;

/** Room above the latest outcome when it is scrolled to: the admin's sticky header (57 px) and a gap, px. */
const SCROLL_MARGIN_TOP = 72;

/** The outcome's details: the server's message, which on success names who came in with which ticket (walk: a second line repeated it). */
function OutcomeText({ outcome }: { outcome: ScanOutcome }) {
  return <Typography.Text strong>{outcome.message}</Typography.Text>;
}

/**
 * The latest scan's outcome in green (checked in), orange (already checked in), red (refused) or
 * blue (check-in undone), inside a live region so screen readers announce each new outcome, and
 * scrolled into view when it arrives off screen. A check-in has 'Undo check-in' under it (the wrong
 * guest was scanned), which `onUndo` takes back.
 */
export function LatestScan({ record, pending, onUndo, undoing }: { record: ScanRecord | null; pending: boolean; onUndo: (record: ScanRecord) => void; undoing: boolean }) {
  const undo = record?.outcome.undo && (
    <Button onClick={() => onUndo(record)} loading={undoing} disabled={undoing}>
      {i18n._('Undo check-in')}
    </Button>
  );
  const region = useRef<HTMLDivElement>(null);
  // A new outcome is brought on screen when it is not (a narrow window scrolled down to the manual entry or the scanner field).
  useEffect(() => {
    const element = region.current;
    if (!record || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top < SCROLL_MARGIN_TOP || bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
  }, [record]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" ref={region} style={{ scrollMarginTop: SCROLL_MARGIN_TOP }}>
      {record ? (
        <Alert
          key={record.id}
          type={record.outcome.tone}
          showIcon
          style={{ fontSize: 18 }}
          title={<span style={{ fontSize: 20, fontWeight: 600 }}>{record.outcome.title}</span>}
          description={
            <Flex vertical gap={8} align="flex-start">
              <OutcomeText outcome={record.outcome} />
              {undo}
            </Flex>
          }
        />
      ) : (
        <Alert type="info" showIcon title={pending ? i18n._('Checking the ticket…') : i18n._('Ready to scan')} description={i18n._('Scan a ticket or type its code.')} />
      )}
    </div>
  );
}

/**
 * The last scans, newest first: time (in the event's `zone`, as the server's 'Already checked in
 * at …' reads it; the zone is stated above the list), outcome, code and who (or the refusal). Each
 * check-in still standing has 'Undo' (a wrong guest noticed after the next scans), which `onUndo` takes back.
 */
export function ScanHistory({ history, zone, onUndo, undoing }: { history: ScanRecord[]; zone: string | undefined; onUndo: (record: ScanRecord) => void; undoing: boolean }) {
  const timeOf = useTimeFormat();
  const list = useRef<HTMLOListElement>(null);
  if (history.length === 0) return <Typography.Text type="secondary">{i18n._('No scans yet')}</Typography.Text>;
  return (
    <ol ref={list} tabIndex={-1} aria-label={i18n._('Recent scans')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {history.map((record) => (
        <li key={record.id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          <Flex gap={12} align="baseline" wrap>
            <Typography.Text type="secondary">{timeOf(record.at, zone)}</Typography.Text>
            <Tag color={TAG_COLOR[record.outcome.tone]}>{record.outcome.title}</Tag>
            <Typography.Text code>{record.code}</Typography.Text>
            <Typography.Text>{record.outcome.attendee?.name ?? record.outcome.message}</Typography.Text>
            {record.outcome.undo && (
              <Button
                size="small"
                type="link"
                onClick={() => {
                  // The button goes once undone: the focus stays in the list, not at the top of the page.
                  list.current?.focus();
                  onUndo(record);
                }}
                disabled={undoing}
                aria-label={i18n._('Undo the check-in of {name}', { name: record.outcome.attendee?.name ?? record.code })}
              >
                {i18n._('Undo')}
              </Button>
            )}
          </Flex>
        </li>
      ))}
    </ol>
  );
}
