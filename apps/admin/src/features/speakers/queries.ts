import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpeakerInput } from '@eventory/core';
import { speakersClient, type SpeakerFilters } from '../../api/speakers';
import { eventKeys } from '../events/queries';
import { scheduleKeys } from '../schedules/queries';
import { groupKeys, speakerKeys } from './queryKeys';

/** A page of speakers, keeping the previous page on screen while the next one loads. */
export function useSpeakerList(filters: SpeakerFilters) {
  return useQuery({ queryKey: speakerKeys.list(filters), queryFn: () => speakersClient.list(filters), placeholderData: keepPreviousData });
}

/** One speaker by id (disabled for ids ≤ 0), fetched again on every mount: a form must not start from an old copy. */
export function useSpeaker(id: number) {
  return useQuery({ queryKey: speakerKeys.detail(id), queryFn: () => speakersClient.get(id), enabled: id > 0, refetchOnMount: 'always' });
}

/**
 * A speaker change refreshes the speaker lists and the group lists (their counts, and names a save
 * created), plus `alsoRefresh` (a delete also takes the speaker out of schedule slots and events).
 */
function useSpeakerMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>, alsoRefresh: readonly (readonly string[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([speakerKeys.all, groupKeys.all, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Creates a speaker. */
export const useCreateSpeaker = () => useSpeakerMutation((body: SpeakerInput) => speakersClient.create(body));

/** Updates a speaker. */
export const useUpdateSpeaker = () => useSpeakerMutation(({ id, body }: { id: number; body: SpeakerInput }) => speakersClient.update(id, body));

/** Deletes one speaker, or several in one bulk call. */
export const useDeleteSpeakers = () =>
  useSpeakerMutation(
    (ids: number[]) => {
      const [first, ...rest] = ids;
      return first !== undefined && rest.length === 0 ? speakersClient.remove(first) : speakersClient.bulkRemove(ids);
    },
    [scheduleKeys.all, eventKeys.all],
  );
