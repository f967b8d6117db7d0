import { i18n } from '@lingui/core';
import { Flex, Select } from 'antd';
import type { OrderStatus } from '@eventory/core';
import type { BookingFilterValues } from './bookingFilters';
import { EventSelect } from '../../shared/EventSelect';
import { ORDER_STATUS_TAGS, statusOptions } from './orderDisplay';
import { DateRangeField } from '../../shared/DateRangeField';
import { SearchField } from '../../shared/SearchField';

interface BookingListFiltersProps {
  values: BookingFilterValues;
  onChange: (patch: Partial<BookingFilterValues>) => void;
  /** False on `/purchase-report/:eventId`, whose event is fixed by the route. */
  showEvent: boolean;
  searchText: string;
  onSearchTextChange: (text: string) => void;
}

/**
 * The booking list's filters (issue #4): event (searchable, unless the route fixes it), status,
 * date range of the booking date (its picker loaded lazily) and the search, whose debouncing is
 * the caller's.
 */
export function BookingListFilters({ values, onChange, showEvent, searchText, onSearchTextChange }: BookingListFiltersProps) {
  return (
    // minWidth 0: in the list's right-aligned row the filters wrap within a phone's width instead of
    // sticking out on the left (the search box widens to its placeholder, up to this width).
    <Flex gap={8} wrap align="flex-start" style={{ minWidth: 0 }}>
      {showEvent && <EventSelect ariaLabel={i18n._('Filter by event')} placeholder={i18n._('All events')} allowClear width={240} value={values.event_id} onChange={(event_id) => onChange({ event_id })} />}
      <Select<OrderStatus>
        aria-label={i18n._('Filter by status')}
        placeholder={i18n._('All statuses')}
        allowClear
        options={statusOptions(ORDER_STATUS_TAGS)}
        value={values.status}
        onChange={(status) => onChange({ status })}
        style={{ width: 170 }}
      />
      <DateRangeField value={values.range} onChange={(range) => onChange({ range })} />
      <SearchField placeholder={i18n._('Search by customer name, email or booking id')} value={searchText} onChange={onSearchTextChange} width={320} />
    </Flex>
  );
}
