import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendeesClient } from '../../api/attendees';

/** How often the scanner refreshes its counts (other doors scan too), ms. */
export const COUNTS_REFRESH_MS = 3000;

/**
 * Query keys of the scanner in one place. The counts sit under the attendees root, so any change to
 * attendees (an edit, a refund) refreshes them, and a check-in refreshes the attendee lists.
 */
export const scannerKeys = {
  attendees: ['attendees'] as const,
  counts: (eventId: number) => ['attendees', 'check-in-counts', eventId] as const,
  lookup: (eventId: number, search: string) => ['attendees', 'check-in-lookup', eventId, search] as const,
};

/** 'Checked in: x / y' of an event, polled every {@link COUNTS_REFRESH_MS}. */
export function useCheckInCounts(eventId: number) {
  return useQuery({
    queryKey: scannerKeys.counts(eventId),
    queryFn: () => attendeesClient.checkInCounts(eventId),
    refetchInterval: COUNTS_REFRESH_MS,
    enabled: eventId > 0,
  });
}

/**
 * Checks a ticket in at this event's door (`POST /attendees/check-in`). A success shows the counts
 * it answers at once and marks the attendee lists stale (fetched when next shown); a refusal
 * changes nothing.
 */
export function useCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => attendeesClient.checkIn({ ticket_id: ticketId, event_id: eventId }),
    onSuccess: (result) => {
      queryClient.setQueryData(scannerKeys.counts(eventId), result.counts);
      return queryClient.invalidateQueries({ queryKey: scannerKeys.attendees, refetchType: 'none' });
    },
  });
}

/**
 * Takes back a check-in the scanner just made (`POST /attendees/check-in/undo`): the fresh counts
 * it answers show at once, and the attendee lists are marked stale.
 */
export function useUndoCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, checkedInAt }: { ticketId: string; checkedInAt: string }) => attendeesClient.undoCheckIn({ ticket_id: ticketId, event_id: eventId, checked_in_at: checkedInAt }),
    onSuccess: (result) => {
      queryClient.setQueryData(scannerKeys.counts(eventId), result.counts);
      return queryClient.invalidateQueries({ queryKey: scannerKeys.attendees, refetchType: 'none' });
    },
  });
}

/** The door's name look-up of `search` (asked for from 2 characters on). */
export function useCheckInLookup(eventId: number, search: string) {
  return useQuery({
    queryKey: scannerKeys.lookup(eventId, search),
    queryFn: () => attendeesClient.checkInLookup(eventId, search),
    enabled: eventId > 0 && search.length >= 2,
    placeholderData: keepPreviousData,
  });
}
