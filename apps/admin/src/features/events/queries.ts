import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventInput, EventPatch, EventStatusFilter } from '@eventory/core';
import { eventsClient, type EventFilters } from '../../api/events';

/** Query keys of events in one place: every change invalidates `eventKeys.all`. */
export const eventKeys = {
  all: ['events'] as const,
  list: (filters: EventFilters) => ['events', 'list', filters] as const,
  detail: (id: number) => ['events', 'detail', id] as const,
};

export function useEventList(filters: EventFilters) {
  return useQuery({ queryKey: eventKeys.list(filters), queryFn: () => eventsClient.list(filters), placeholderData: keepPreviousData });
}

/**
 * One page of a recurring parent's occurrences (issue #9 §1), fetched when its row is expanded;
 * a `status` other than 'all' (the list's filter) keeps the ones it matches, in its order.
 */
export function useEventOccurrences(parentId: number, paged: number, perPage: number, status: EventStatusFilter) {
  const filters: EventFilters = { parent: parentId, paged, per_page: perPage, ...(status === 'all' ? {} : { status }) };
  return useQuery({ queryKey: eventKeys.list(filters), queryFn: () => eventsClient.list(filters), placeholderData: keepPreviousData });
}

/**
 * A recurring parent's last occurrence (null when it has none), asked for only when `enabled`: the
 * editor says where a series capped at MAX_OCCURRENCES ends.
 */
export function useLastOccurrence(parentId: number, enabled: boolean) {
  const filters: EventFilters = { parent: parentId, orderby: 'etn_start_date', order: 'desc', paged: 1, per_page: 1 };
  return useQuery({ queryKey: eventKeys.list(filters), queryFn: () => eventsClient.list(filters), enabled, select: (page) => page.items[0] ?? null });
}

export function useEvent(id: number) {
  return useQuery({ queryKey: eventKeys.detail(id), queryFn: () => eventsClient.get(id), enabled: id > 0 });
}

function useInvalidatingMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Category and tag lists show event counts, so they refresh with the events.
    onSuccess: () => Promise.all(['events', 'categories', 'tags'].map((root) => queryClient.invalidateQueries({ queryKey: [root] }))),
  });
}

export const useCreateEvent = () => useInvalidatingMutation((body: EventInput) => eventsClient.create(body));
export const useUpdateEvent = () => useInvalidatingMutation(({ id, body }: { id: number; body: EventPatch }) => eventsClient.update(id, body));
export const useDeleteEvent = () => useInvalidatingMutation((id: number) => eventsClient.remove(id));
export const useBulkDeleteEvents = () => useInvalidatingMutation((ids: number[]) => eventsClient.bulkRemove(ids));
export const useCloneEvent = () => useInvalidatingMutation((id: number) => eventsClient.clone(id));
export const useImportIcs = () => useInvalidatingMutation((content: string) => eventsClient.importIcs(content));
