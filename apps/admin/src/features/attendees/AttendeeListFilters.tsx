import { i18n } from '@lingui/core';
import { Flex, Select } from 'antd';
import type { PaymentStatus, TicketStatus } from '@eventory/core';
import { EventSelect } from '../../shared/EventSelect';
import { ORDER_STATUS_TAGS, statusOptions, TICKET_STATUS_TAGS } from '../purchase-report/orderDisplay';
import type { AttendeeFilterValues } from './attendeeFilters';
import { SearchField } from '../../shared/SearchField';

/** The payment status filter's options (a booking's statuses but partially refunded), labelled in the admin's language when shown. */
function paymentStatusOptions() {
  const { completed, pending, failed, refunded } = ORDER_STATUS_TAGS;
  return statusOptions<PaymentStatus>({ completed, pending, failed, refunded });
}

interface AttendeeListFiltersProps {
  values: AttendeeFilterValues;
  onChange: (patch: Partial<AttendeeFilterValues>) => void;
  /** False on `/attendees/event/:eventId`, whose event is fixed by the route. */
  showEvent: boolean;
  searchText: string;
  onSearchTextChange: (text: string) => void;
}

/**
 * The attendee table's filters (issue #4): event (unless the route fixes it), ticket status,
 * payment status and the search, whose debouncing is the caller's.
 */
export function AttendeeListFilters({ values, onChange, showEvent, searchText, onSearchTextChange }: AttendeeListFiltersProps) {
  return (
    <Flex gap={8} wrap>
      {showEvent && <EventSelect ariaLabel={i18n._('Filter by event')} placeholder={i18n._('All events')} allowClear width={240} value={values.event_id} onChange={(event_id) => onChange({ event_id })} />}
      <Select<TicketStatus>
        aria-label={i18n._('Filter by ticket status')}
        placeholder={i18n._('All ticket statuses')}
        allowClear
        options={statusOptions(TICKET_STATUS_TAGS)}
        value={values.ticket_status}
        onChange={(ticket_status) => onChange({ ticket_status })}
        style={{ width: 180 }}
      />
      <Select<PaymentStatus>
        aria-label={i18n._('Filter by payment status')}
        placeholder={i18n._('All payment statuses')}
        allowClear
        options={paymentStatusOptions()}
        value={values.payment_status}
        onChange={(payment_status) => onChange({ payment_status })}
        style={{ width: 190 }}
      />
      <SearchField placeholder={i18n._('Search by name, email or ticket id')} value={searchText} onChange={onSearchTextChange} width={280} />
    </Flex>
  );
}
