import { Flex, Select } from 'antd';
import type { OrderStatus } from '@eventory/core';
import type { BookingFilterValues } from './bookingFilters';
import { EventSelect } from '../../shared/EventSelect';
import { ORDER_STATUS_TAGS, statusOptions } from './orderDisplay';
import { DateRangeField } from '../../shared/DateRangeField';
import { SearchField } from '../../shared/SearchField';


const STATUS_OPTIONS = statusOptions(ORDER_STATUS_TAGS);

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
    <Flex gap={8} wrap>
      {showEvent && <EventSelect ariaLabel="Filter by event" placeholder="All events" allowClear width={240} value={values.event_id} onChange={(event_id) => onChange({ event_id })} />}
      <Select<OrderStatus>
        aria-label="Filter by status"
        placeholder="All statuses"
        allowClear
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(status) => onChange({ status })}
        style={{ width: 170 }}
      />
      <DateRangeField value={values.range} onChange={(range) => onChange({ range })} />
      <SearchField placeholder="Search by customer name, email or booking id" value={searchText} onChange={onSearchTextChange} width={320} />
    </Flex>
  );
}
