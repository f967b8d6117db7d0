import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleInput } from '@eventory/core';
import { schedulesClient, type ScheduleFilters } from '../../api/schedules';

/** Query keys of schedules in one place: every change invalidates `scheduleKeys.all`. */
export const scheduleKeys = {
  all: ['schedules'] as const,
  list: (filters: ScheduleFilters) => ['schedules', 'list', filters] as const,
  detail: (id: number) => ['schedules', 'detail', id] as const,
};

/** A page of schedules, keeping the previous page on screen while the next one loads. */
export function useScheduleList(filters: ScheduleFilters) {
  return useQuery({ queryKey: scheduleKeys.list(filters), queryFn: () => schedulesClient.list(filters), placeholderData: keepPreviousData });
}

/** One schedule with its slots (disabled for ids ≤ 0). */
export function useSchedule(id: number) {
  return useQuery({ queryKey: scheduleKeys.detail(id), queryFn: () => schedulesClient.get(id), enabled: id > 0 });
}

/**
 * A mutation that refreshes the given key families on success. Schedules always refresh; events
 * hold schedule ids, and an import also writes speakers and tags.
 */
function useRefreshingMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>, roots: string[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(['schedules', ...roots].map((root) => queryClient.invalidateQueries({ queryKey: [root] }))),
  });
}

export const useCreateSchedule = () => useRefreshingMutation((body: ScheduleInput) => schedulesClient.create(body));
export const useUpdateSchedule = () => useRefreshingMutation(({ id, body }: { id: number; body: ScheduleInput }) => schedulesClient.update(id, body));
export const useCloneSchedule = () => useRefreshingMutation((id: number) => schedulesClient.clone(id));

/** Deletes one schedule (DELETE /{id}) or several (DELETE ?ids=); events lose the link. */
export const useDeleteSchedules = () =>
  useRefreshingMutation((ids: number[]) => {
    const [first, ...rest] = ids;
    return first !== undefined && rest.length === 0 ? schedulesClient.remove(first) : schedulesClient.bulkRemove(ids);
  }, ['events']);

/** Imports a Pentabarf/Frab XML or Frab JSON conference file. */
export const useImportConference = () =>
  useRefreshingMutation(({ content, filename }: { content: string; filename: string }) => schedulesClient.importConference(content, filename), [
    'events',
    'speakers',
    'tags',
  ]);
