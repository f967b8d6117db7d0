import { i18n } from '@lingui/core';
import { useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Card, Flex, Result, Typography } from 'antd';
import { formatUtcOffset } from '@eventory/core';
import { useEventTitle } from '../../shared/EventSelect';
import { useDateFormat } from '../../shared/format';
import { CameraScanner } from './CameraScanner';
import { useCheckIn, useCheckInCounts, useUndoCheckIn } from './queries';
import { KeyboardScanField, ManualEntry, type Scan } from './ScanInputs';
import { NameLookup } from './NameLookup';
import './scanner.css';
import { addToHistory, outcomeOfError, outcomeOfResult, outcomeOfUndo, replaceOutcome, ticketIdOf, type ScanOutcome, type ScanRecord } from './scanOutcome';
import { LatestScan, ScanHistory } from './ScanResults';
import { eventTiming } from './eventTiming';
import { ScreenTitle } from '../../shared/ScreenTitle';

/** The screen for a scanner link whose event does not exist. */
function EventNotFound({ reason }: { reason: string }) {
  return <Result status="404" title={i18n._('Event not found')} subTitle={reason} extra={<Link to="/ticket-scanner">{i18n._('Choose another event')}</Link>} />;
}

/** 'Checked in: x / y' (paid, unrefunded tickets), refreshed every few seconds and after each scan. */
function CheckInCountsLine({ eventId }: { eventId: number }) {
  const { data, error } = useCheckInCounts(eventId);
  return (
    <Flex vertical>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {data ? i18n._('Checked in: {checkedIn} / {total}', { checkedIn: data.checked_in, total: data.total }) : i18n._('Checked in: …')}
      </Typography.Title>
      {error && <Typography.Text type="danger">{i18n._('The counts could not be refreshed: {reason}', { reason: error.message })}</Typography.Text>}
    </Flex>
  );
}

/**
 * A warning under the title when the event does not take place today (it starts more than 12 h
 * from now or ended more than 12 h ago), its date in the event's zone: staff who picked next
 * week's occurrence of a series notice before checking guests in. Scanning still works.
 */
function NotTodayWarning({ startAt, endAt, zone }: { startAt: string; endAt: string; zone: string | undefined }) {
  const formatDate = useDateFormat();
  const timing = eventTiming(startAt, endAt, Date.now());
  if (timing === 'today') return null;
  const title =
    timing === 'later'
      ? i18n._('This event starts on {date}. Check that you chose the right date.', { date: formatDate(startAt, zone) })
      : i18n._('This event ended on {date}. Check that you chose the right date.', { date: formatDate(endAt, zone) });
  return <Alert type="warning" showIcon title={title} />;
}

/** The scanning screen of one valid event. */
function Scanner({ eventId }: { eventId: number }) {
  const event = useEventTitle(eventId);
  const title = event.title ?? i18n._('Event #{id}', { id: eventId });
  const missing = event.missing;
  const { mutateAsync: checkIn, isPending } = useCheckIn(eventId);
  const [history, setHistory] = useState<ScanRecord[]>([]);
  const nextId = useRef(0);

  const scan: Scan = useCallback(
    async (scanned) => {
      const code = ticketIdOf(scanned);
      if (!code) return null;
      const record = { id: ++nextId.current, at: Date.now(), code };
      let outcome: ScanOutcome;
      try {
        outcome = outcomeOfResult(await checkIn(code));
      } catch (error) {
        outcome = outcomeOfError(error);
      }
      setHistory((current) => addToHistory(current, { ...record, outcome }));
      return outcome;
    },
    [checkIn],
  );
  const onCameraCode = useCallback((code: string) => void scan(code), [scan]);
  const undoCheckIn = useUndoCheckIn(eventId);
  const undo = (record: ScanRecord) => {
    if (!record.outcome.undo) return;
    undoCheckIn.mutate(record.outcome.undo, {
      onSuccess: (result) => setHistory((current) => replaceOutcome(current, record.id, outcomeOfUndo(result))),
      onError: (error) => setHistory((current) => addToHistory(current, { id: ++nextId.current, at: Date.now(), code: record.code, outcome: { ...outcomeOfError(error), title: i18n._('Not undone') } })),
    });
  };

  if (missing) {
    return <EventNotFound reason={i18n._('The event does not exist or has been deleted.')} />;
  }
  return (
    <Flex vertical gap={16}>
      <Flex vertical>
        <Typography.Text type="secondary">{i18n._('Ticket scanner')}</Typography.Text>
        <ScreenTitle>
          {title}
        </ScreenTitle>
      </Flex>
      {event.start_at && event.end_at && <NotTodayWarning startAt={event.start_at} endAt={event.end_at} zone={event.timezone} />}
      <div className="scanner-layout">
        <Flex vertical gap={16} className="scanner-status">
          <CheckInCountsLine eventId={eventId} />
          <LatestScan record={history[0] ?? null} pending={isPending} onUndo={undo} undoing={undoCheckIn.isPending} />
        </Flex>
        <Flex vertical gap={16} className="scanner-inputs">
          <Card title={i18n._('Camera')} size="small">
            <CameraScanner onCode={onCameraCode} />
          </Card>
          <Card title={i18n._('Manual entry')} size="small">
            <ManualEntry onScan={scan} />
          </Card>
          <Card title={i18n._('Find by name')} size="small">
            <NameLookup eventId={eventId} onScan={scan} />
          </Card>
          <Card title={i18n._('USB or keyboard scanner')} size="small">
            <KeyboardScanField onScan={scan} />
          </Card>
        </Flex>
        <Card
          title={i18n._('Recent scans')}
          extra={event.timezone && <Typography.Text type="secondary">{i18n._('Event time ({zone})', { zone: formatUtcOffset(Date.now(), event.timezone) })}</Typography.Text>}
          size="small"
          className="scanner-history"
        >
          <ScanHistory history={history} zone={event.timezone} onUndo={undo} undoing={undoCheckIn.isPending} />
        </Card>
      </div>
    </Flex>
  );
}

/**
 * The ticket scanner (route `/ticket-scanner/:eventId`, reached by SPEC §7's scanner link; needs
 * etn_manage_qr_scan): the event's title (with a warning when the event is not today), live 'Checked in: x / y', and three ways to scan (camera,
 * a USB/keyboard scanner field, manual entry; and 'Find by name' for a guest without their code) that all check the ticket in at this event. Each
 * outcome is shown and announced, and the last scans are listed (issue #4 "QR check-in"); the
 * latest check-in can be undone (the wrong guest was scanned). Laid out
 * for a phone first (issue #9 §3): the result, then the camera and manual entry, then the history;
 * two columns on a wide screen.
 */
export default function TicketScanner() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId <= 0) {
    return <EventNotFound reason={i18n._('This scanner link names no event.')} />;
  }
  return <Scanner key={eventId} eventId={eventId} />;
}
