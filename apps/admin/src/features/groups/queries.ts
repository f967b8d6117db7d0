import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { speakerGroupsClient } from '../../api/speakers';
import { groupKeys, speakerKeys, type GroupFilters } from '../speakers/queryKeys';

/** A page of speaker groups, keeping the previous page on screen while the next one loads. */
export function useGroupList(filters: GroupFilters) {
  return useQuery({ queryKey: groupKeys.list(filters), queryFn: () => speakerGroupsClient.list(filters), placeholderData: keepPreviousData });
}

/**
 * A group change refreshes the group lists and, with `speakers`, the speaker lists too (a rename
 * or delete changes the group names speakers show).
 */
function useGroupMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>, speakers: boolean) {
  const queryClient = useQueryClient();
  const keys = speakers ? [groupKeys.all, speakerKeys.all] : [groupKeys.all];
  return useMutation({ mutationFn, onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) });
}

/** Creates a group `{ name }`; a duplicate name fails with a 409 and the server's message. */
export const useCreateGroup = () => useGroupMutation((body: { name: string }) => speakerGroupsClient.create(body), false);

/** Renames a group. */
export const useRenameGroup = () => useGroupMutation(({ id, name }: { id: number; name: string }) => speakerGroupsClient.update(id, { name }), true);

/** Deletes a group (its speakers stay, without it). */
export const useDeleteGroup = () => useGroupMutation((id: number) => speakerGroupsClient.remove(id), true);
