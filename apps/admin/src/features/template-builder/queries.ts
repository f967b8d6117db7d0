import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { templateLibraryClient } from '../../api/templateLibrary';
import type { TemplateCreateInput, TemplateStatus, TemplateType, TemplateUpdateInput } from '@eventory/core';
import { templatesClient, type TemplateFilters } from '../../api/templates';
import { templateKeys } from './templateKeys';

/** A page of the site's templates, keeping the previous page on screen while the next one loads. */
export function useTemplateList(filters: TemplateFilters) {
  return useQuery({ queryKey: templateKeys.list(filters), queryFn: () => templatesClient.list(filters), placeholderData: keepPreviousData });
}

/** A template answer younger than this is the server's current copy (the entry's prefetch of the editor's first screen), ms. */
const JUST_FETCHED_MS = 5_000;

/**
 * One template by id (disabled for ids ≤ 0), fetched again on every mount unless the cached copy
 * was just fetched: an editor must not start from an old copy, nor ask twice for the one the
 * admin's entry requested with the first screen (app/prefetch.ts).
 */
export function useTemplate(id: number) {
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: () => templatesClient.get(id),
    enabled: id > 0,
    refetchOnMount: (query) => (Date.now() - query.state.dataUpdatedAt < JUST_FETCHED_MS ? false : 'always'),
  });
}

/** The template library's designs of one type (or all); one try, so an unreachable library shows its reason at once. */
export function useTemplateLibrary(type?: TemplateType) {
  return useQuery({ queryKey: templateKeys.library(type), queryFn: () => templateLibraryClient.list(type), retry: false, staleTime: 5 * 60_000 });
}

/**
 * A template mutation that refreshes every template query on success, plus the events (they show
 * which templates they use, and a delete or status change alters what their selects offer).
 */
function useTemplateMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([templateKeys.all, ['events'] as const].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Creates a template → `{ id }`. */
export const useCreateTemplate = () => useTemplateMutation((body: TemplateCreateInput) => templatesClient.create(body));

/** Updates a template's fields. */
export const useUpdateTemplate = () => useTemplateMutation(({ id, body }: { id: number; body: TemplateUpdateInput }) => templatesClient.update(id, body));

/** Clones a template → the copy. */
export const useCloneTemplate = () => useTemplateMutation((id: number) => templatesClient.clone(id));

/** Deletes one template (DELETE /{id}) or several (DELETE ?ids=); a 409 names the events using it. */
export const useDeleteTemplates = () =>
  useTemplateMutation((ids: number[]) => {
    const [first, ...rest] = ids;
    return first !== undefined && rest.length === 0 ? templatesClient.remove(first) : templatesClient.bulkRemove(ids);
  });

/** Sets a template's status (draft or publish). */
export const useSetTemplateStatus = () => useTemplateMutation(({ id, status }: { id: number; status: TemplateStatus }) => templatesClient.setStatus(id, status));

/** Returns a template built in the third-party builder to the standard editor. */
export const useBackToStandardEditor = () => useTemplateMutation((id: number) => templatesClient.backToStandardEditor(id));
