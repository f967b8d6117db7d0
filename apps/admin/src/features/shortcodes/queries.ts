import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shortcodesClient } from '../../api/shortcodes';

/** Query keys of the Shortcodes page. */
export const shortcodeKeys = {
  scripts: ['shortcodes', 'scripts'] as const,
  scriptPage: (paged: number, perPage: number) => ['shortcodes', 'scripts', paged, perPage] as const,
};

/** A page of saved scripts, newest first. */
export function useScripts(paged: number, perPage: number) {
  return useQuery({ queryKey: shortcodeKeys.scriptPage(paged, perPage), queryFn: () => shortcodesClient.listScripts({ paged, per_page: perPage }), placeholderData: keepPreviousData });
}

/** Saves a script (Get Script); the list refreshes. */
export function useCreateScript() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shortcodesClient.createScript, onSuccess: () => queryClient.invalidateQueries({ queryKey: shortcodeKeys.scripts }) });
}

/** Deletes a script; the list refreshes. */
export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shortcodesClient.deleteScript, onSuccess: () => queryClient.invalidateQueries({ queryKey: shortcodeKeys.scripts }) });
}
