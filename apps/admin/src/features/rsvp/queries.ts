import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RsvpInvitationInput, RsvpResponseUpdate, RsvpSettingsInput, RsvpStatus } from '@eventory/core';
import { jobsClient, rsvpClient } from '../../api/rsvp';
import { ApiError } from '../../api/client';

/** Filters of the RSVP event list (`GET /rsvp-report`). */
export interface RsvpEventFilters {
  search: string;
  paged: number;
  per_page: number;
}

/** Filters of one event's responses (`GET /rsvp-report/{id}`). */
export interface RsvpReportFilters extends RsvpEventFilters {
  status: RsvpStatus;
}

/** How often a bulk send's progress is asked for, ms. */
export const BATCH_POLL_MS = 1000;

/** Query keys of RSVP in one place: every response or settings change invalidates `all`. */
export const rsvpKeys = {
  all: ['rsvp'] as const,
  events: (filters: RsvpEventFilters) => ['rsvp', 'events', filters] as const,
  report: (eventId: number, filters: RsvpReportFilters) => ['rsvp', 'report', eventId, filters] as const,
  unanswered: (eventId: number, filters: RsvpEventFilters) => ['rsvp', 'unanswered', eventId, filters] as const,
  settings: (eventId: number) => ['rsvp', 'settings', eventId] as const,
  batch: (id: number) => ['jobs', 'batch', id] as const,
};

/** A page of events that take RSVPs, with their counts. */
export function useRsvpEvents(filters: RsvpEventFilters) {
  return useQuery({ queryKey: rsvpKeys.events(filters), queryFn: () => rsvpClient.events(filters), placeholderData: keepPreviousData });
}

/** One event's summary and a page of its responses of one status (asked for only while `enabled`). */
export function useRsvpReport(eventId: number, filters: RsvpReportFilters, enabled = true) {
  return useQuery({
    queryKey: rsvpKeys.report(eventId, filters),
    queryFn: () => rsvpClient.report(eventId, filters),
    placeholderData: keepPreviousData,
    enabled: enabled && eventId > 0,
  });
}

/** One event's summary and a page of the invitees who have not answered (asked for only while `enabled`). */
export function useRsvpUnanswered(eventId: number, filters: RsvpEventFilters, enabled: boolean) {
  return useQuery({
    queryKey: rsvpKeys.unanswered(eventId, filters),
    queryFn: () => rsvpClient.unanswered(eventId, filters),
    placeholderData: keepPreviousData,
    enabled: enabled && eventId > 0,
  });
}

/** An event's RSVP settings (the event editor's RSVP section), fetched again on every mount. */
export function useRsvpSettings(eventId: number) {
  return useQuery({ queryKey: rsvpKeys.settings(eventId), queryFn: () => rsvpClient.settings(eventId), refetchOnMount: 'always' });
}

/** A mutation that refreshes every RSVP list, report and settings on success. */
function useRsvpMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpKeys.all }) });
}

/** Saves an event's RSVP settings (`PUT /event/{id}/rsvp`). */
export const useSaveRsvpSettings = (eventId: number) => useRsvpMutation((body: RsvpSettingsInput) => rsvpClient.saveSettings(eventId, body));

/** Edits a response (`PUT /rsvp-report/{id}`). */
export const useUpdateRsvpResponse = () => useRsvpMutation(({ id, body }: { id: number; body: RsvpResponseUpdate }) => rsvpClient.updateResponse(id, body));

/** Deletes a response (`DELETE /rsvp-report/{id}`). */
export const useDeleteRsvpResponse = () => useRsvpMutation((id: number) => rsvpClient.removeResponse(id));

/** Queues the 'RSVP Reminder' invitations (`POST /rsvp-invitations`). */
export const useSendInvitations = () => useRsvpMutation((body: RsvpInvitationInput) => rsvpClient.invite(body));

/** A bulk send's progress, asked for every second until it is done, or refused (a 4xx will not change). */
export function useJobBatch(id: number) {
  return useQuery({
    queryKey: rsvpKeys.batch(id),
    queryFn: () => jobsClient.batch(id),
    refetchInterval: (query) => {
      const { data, error } = query.state;
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      return data?.status === 'done' || refused ? false : BATCH_POLL_MS;
    },
  });
}
