import { i18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { formatCalendarDate, type EventOption } from '@eventory/core';
import { eventsClient } from '../api/events';
import { useSiteLocaleMemo } from './format';
import { matchesLabel, useRemoteLabels, useRemoteSearch, type RemoteOption, type RemoteSource } from './RemoteMultiSelect';

/** How many matches the picker shows for a search. */
const PICKER_PAGE_SIZE = 20;

/**
 * An event as a picker shows it: its title and start date in `locale`, which tells occurrences of a
 * series apart, and a series' parent as such (walk of 30 Nov 2026: it read exactly as its first occurrence).
 */
function toOption(event: EventOption, locale: string): RemoteOption {
  const date = formatCalendarDate(event.start_date, { locale });
  const label = event.recurring_enabled === 'yes' ? i18n._('{title} (series from {date})', { title: event.title, date }) : `${event.title} (${date})`;
  return { value: event.id, label };
}

/** Events for pickers, searched by title and labelled in `locale` (SPEC §3 "Event list item (pickers): id, title"). */
export function eventSource(locale: string): RemoteSource {
  return {
    key: ['events', 'options', locale],
    labelKey: ['events', 'labels', locale],
    noun: 'events',
    search: async (text) => (await eventsClient.options({ search: text || undefined, limit: PICKER_PAGE_SIZE })).map((event) => toOption(event, locale)),
    byId: async (id) => {
      const [event] = await eventsClient.options({ id });
      if (!event) throw new Error(`Event ${id} not found`);
      return toOption(event, locale);
    },
  };
}

const NO_IDS: number[] = [];

interface EventSelectProps {
  /** Injected by Form.Item. */
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** Shown when no event is chosen: 'All events' for a list filter, 'Search events' in a form. */
  placeholder?: string;
  /** The accessible name when no form label names the field. */
  ariaLabel?: string;
  /** A filter can be cleared (meaning every event); a required form field cannot. */
  allowClear?: boolean;
  /** px; a form field takes the form's width. */
  width?: number;
}

/**
 * A single event picker: typing searches events by title on the server (debounced), the chosen
 * event keeps its name, and with no events at all it says 'No events found' (SPEC §8 "Empty event
 * list in picker"). Says so when events cannot be loaded.
 */
export function EventSelect({ id, value, onChange, placeholder = i18n._('Search events'), ariaLabel, allowClear = false, width }: EventSelectProps) {
  const source = useSiteLocaleMemo(eventSource);
  const { setSearchText, search, results, pending, failed } = useRemoteSearch(source);
  const [chosen] = useRemoteLabels(source, value === undefined ? NO_IDS : [value]);
  return (
    <Select<RemoteOption>
      id={id}
      aria-label={ariaLabel}
      labelInValue
      value={chosen}
      onChange={(option) => onChange?.(option?.value)}
      options={results.data ?? []}
      loading={results.isFetching}
      status={failed ? 'error' : undefined}
      showSearch={{ filterOption: pending ? matchesLabel : false, onSearch: setSearchText }}
      onOpenChange={(open) => !open && setSearchText('')}
      allowClear={allowClear}
      placeholder={failed ?? placeholder}
      notFoundContent={results.isFetching ? i18n._('Loading events…') : search ? i18n._('No events match "{search}"', { search }) : i18n._('No events found')}
      style={width === undefined ? undefined : { width }}
    />
  );
}

/** What {@link useEventTitle} knows of an event (each undefined until it has loaded). */
export interface EventHeading {
  title: string | undefined;
  timezone: string | undefined;
  /** ISO 8601 UTC instants: the scanner warns when the event is not today. */
  start_at: string | undefined;
  end_at: string | undefined;
  /** The event does not exist (or is not the user's). */
  missing: boolean;
}

/**
 * The title of one event for headings (booking, attendee and scanner screens), its zone, start and
 * end, read through the picker endpoint so roles without etn_manage_event see it too. `missing` when the event is gone.
 */
export function useEventTitle(eventId: number | undefined): EventHeading {
  const { data, isSuccess } = useQuery({
    queryKey: ['events', 'title', eventId],
    queryFn: () => eventsClient.options({ id: eventId }),
    enabled: eventId !== undefined && eventId > 0,
    staleTime: 5 * 60_000,
  });
  const event = data?.[0];
  return { title: event?.title, timezone: event?.timezone, start_at: event?.start_at, end_at: event?.end_at, missing: isSuccess && data.length === 0 };
}
