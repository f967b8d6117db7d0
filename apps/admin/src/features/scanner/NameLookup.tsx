import { i18n } from '@lingui/core';
import { useId, useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { SEARCH_DEBOUNCE_MS, type CheckInLookupItem } from '@eventory/core';
import { useDebouncedValue } from '../../shared/listControls';
import { ORDER_STATUS_TAGS, TICKET_STATUS_TAGS } from '../purchase-report/orderDisplay';
import { StatusTag } from '../purchase-report/StatusTag';
import { useCheckInLookup } from './queries';
import type { Scan } from './ScanInputs';

/** The status a guest's ticket has at the door: its payment's while not paid, else checked in or not. */
function doorTag(guest: CheckInLookupItem) {
  return guest.payment_status === 'completed' ? TICKET_STATUS_TAGS[guest.ticket_status] : ORDER_STATUS_TAGS[guest.payment_status];
}

/**
 * 'Find by name' (issue #9 §4, door staff): a guest without their code is found by part of their
 * name, email or phone (`GET /attendees/check-in/lookup`, the scan permission, up to 10), each with
 * their ticket and status; 'Check in' checks that ticket in through `onScan`, so the outcome, the
 * counts, the history and 'Undo check-in' are the same as for a scanned code.
 */
export function NameLookup({ eventId, onScan }: { eventId: number; onScan: Scan }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching, refetch } = useCheckInLookup(eventId, search);
  const [busy, setBusy] = useState<string | null>(null);

  const checkIn = async (guest: CheckInLookupItem) => {
    setBusy(guest.ticket_id);
    try {
      await onScan(guest.ticket_id);
      await refetch();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={8}>
      <label htmlFor={inputId}>{i18n._('Name, email or phone')}</label>
      <Input id={inputId} type="search" allowClear autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
      {search.length < 2 ? (
        <Typography.Text type="secondary">{i18n._('For a guest without their code: type at least 2 characters.')}</Typography.Text>
      ) : error ? (
        <Typography.Text type="danger">{i18n._('The search failed: {reason}', { reason: error.message })}</Typography.Text>
      ) : data && data.items.length === 0 ? (
        <Typography.Text type="secondary">{isFetching ? i18n._('Searching…') : i18n._('No guest of this event matches.')}</Typography.Text>
      ) : (
        data && (
          <>
            <ul aria-label={i18n._('Guests found')} className="scanner-lookup">
              {data.items.map((guest) => {
                const valid = guest.payment_status === 'completed' && guest.ticket_status === 'unused';
                return (
                  <li key={guest.id}>
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Typography.Text strong>{guest.name}</Typography.Text>
                      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                        {guest.ticket_name} · {guest.email}
                      </Typography.Text>
                    </Flex>
                    <Flex gap={8} align="center" wrap>
                      <StatusTag tag={doorTag(guest)} />
                      {valid && (
                        <Button size="small" loading={busy === guest.ticket_id} disabled={busy !== null} aria-label={i18n._('Check in {name}', { name: guest.name })} onClick={() => void checkIn(guest)}>
                          {i18n._('Check in')}
                        </Button>
                      )}
                    </Flex>
                  </li>
                );
              })}
            </ul>
            {data.total_items > data.items.length && (
              <Typography.Text type="secondary">{i18n._('{shown} of {total} shown: type more of the name.', { shown: data.items.length, total: data.total_items })}</Typography.Text>
            )}
          </>
        )
      )}
    </Flex>
  );
}
