import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Page, Tag } from '@eventory/core';
import type { TaxonomyFilters } from '../../api/taxonomies';
import type { TaxonomyResource } from './resources';

/** Query keys of a taxonomy in one place: every change invalidates `all`. */
export function taxonomyKeys(kind: TaxonomyResource<Tag, unknown>['kind']) {
  return {
    all: [kind] as const,
    lists: [kind, 'list'] as const,
    list: (filters: TaxonomyFilters) => [kind, 'list', filters] as const,
    detail: (id: number) => [kind, 'detail', id] as const,
  };
}

/** A page of terms, keeping the previous page on screen while the next one loads. */
export function useTaxonomyList<TItem extends Tag, TInput>(resource: TaxonomyResource<TItem, TInput>, filters: TaxonomyFilters) {
  return useQuery({
    queryKey: taxonomyKeys(resource.kind).list(filters),
    queryFn: () => resource.client.list(filters),
    placeholderData: keepPreviousData,
  });
}

/** The term as some cached list page holds it, with the time that page was fetched. */
function cachedTerm<TItem extends Tag>(queryClient: QueryClient, kind: TaxonomyResource<TItem, unknown>['kind'], id: number) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: taxonomyKeys(kind).lists })) {
    const item = (query.state.data as Page<TItem> | undefined)?.items.find((term) => term.id === id);
    if (item) return { item, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/** One term by id (disabled for ids ≤ 0), seeded from cached list pages when one holds it. */
export function useTaxonomyItem<TItem extends Tag, TInput>(resource: TaxonomyResource<TItem, TInput>, id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taxonomyKeys(resource.kind).detail(id),
    queryFn: () => resource.client.get(id),
    enabled: id > 0,
    initialData: () => cachedTerm<TItem>(queryClient, resource.kind, id)?.item,
    initialDataUpdatedAt: () => cachedTerm<TItem>(queryClient, resource.kind, id)?.updatedAt,
  });
}

function useTaxonomyMutation<TItem extends Tag, TInput, TVars, TResult>(
  resource: TaxonomyResource<TItem, TInput>,
  mutationFn: (vars: TVars) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys(resource.kind).all }) });
}

/** Creates a term and refreshes the taxonomy's lists. */
export function useCreateTaxonomy<TItem extends Tag, TInput>(resource: TaxonomyResource<TItem, TInput>) {
  return useTaxonomyMutation(resource, (body: TInput) => resource.client.create(body));
}

/** Updates a term and refreshes the taxonomy's lists. */
export function useUpdateTaxonomy<TItem extends Tag, TInput>(resource: TaxonomyResource<TItem, TInput>) {
  return useTaxonomyMutation(resource, ({ id, body }: { id: number; body: TInput }) => resource.client.update(id, body));
}

/** Deletes one or more terms and refreshes the taxonomy's lists. */
export function useDeleteTaxonomy<TItem extends Tag, TInput>(resource: TaxonomyResource<TItem, TInput>) {
  return useTaxonomyMutation(resource, (ids: number[]) => {
    const [first, ...rest] = ids;
    return first !== undefined && rest.length === 0 ? resource.client.remove(first) : resource.client.bulkRemove(ids);
  });
}
