import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendeeUpdate } from '@eventory/core';
import { attendeesClient, type AttendeeFilters } from '../../api/attendees';
import { BOOKING_CHANGE_ROOTS } from '../purchase-report/orderKeys';

/** Query keys of attendees in one place: every attendee change invalidates `attendeeKeys.all`. */
export const attendeeKeys = {
  all: ['attendees'] as const,
  list: (filters: AttendeeFilters) => ['attendees', 'list', filters] as const,
  detail: (id: number) => ['attendees', 'detail', id] as const,
};

/** A page of attendees, keeping the previous page on screen while the next one loads. */
export function useAttendeeList(filters: AttendeeFilters) {
  return useQuery({ queryKey: attendeeKeys.list(filters), queryFn: () => attendeesClient.list(filters), placeholderData: keepPreviousData });
}

/** One attendee (disabled for ids ≤ 0), fetched again on every mount: the form must not start from an old copy. */
export function useAttendee(id: number) {
  return useQuery({ queryKey: attendeeKeys.detail(id), queryFn: () => attendeesClient.get(id), enabled: id > 0, refetchOnMount: 'always' });
}

/** An attendee change refreshes attendees, bookings (their detail lists attendees) and events (sold counts). */
function useAttendeeMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(BOOKING_CHANGE_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Saves the attendee form. */
export const useUpdateAttendee = () => useAttendeeMutation(({ id, body }: { id: number; body: AttendeeUpdate }) => attendeesClient.update(id, body));

/** Deletes one attendee, or several in one bulk call. */
export const useDeleteAttendees = () =>
  useAttendeeMutation((ids: number[]) => {
    const [first, ...rest] = ids;
    return first !== undefined && rest.length === 0 ? attendeesClient.remove(first) : attendeesClient.bulkRemove(ids);
  });

/** Queues the attendee's ticket mail again (nothing on screen changes). */
export function useResendTicket() {
  return useMutation({ mutationFn: (id: number) => attendeesClient.resendTicket(id) });
}
