import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Page } from '@eventory/core';
import { categoriesClient, tagsClient, type TaxonomyFilters } from '../../../api/taxonomies';

/** A select choice of a category or tag. */
export interface TaxonomyOption {
  label: string;
  value: number;
}

/** Pages through a list at the largest page size until every item is loaded. */
async function loadAll(list: (filters: TaxonomyFilters) => Promise<Page<{ id: number; name: string }>>): Promise<TaxonomyOption[]> {
  const options: TaxonomyOption[] = [];
  for (let paged = 1; ; paged++) {
    const page = await list({ paged, per_page: MAX_PAGE_SIZE });
    options.push(...page.items.map((item) => ({ label: item.name, value: item.id })));
    if (page.items.length < MAX_PAGE_SIZE || options.length >= page.total_items) return options;
  }
}

/** Every category as select options (cached under the `categories` key family). */
export function useCategoryOptions() {
  return useQuery({ queryKey: ['categories', 'options'], queryFn: () => loadAll(categoriesClient.list) });
}

/** Every tag as select options (cached under the `tags` key family). */
export function useTagOptions() {
  return useQuery({ queryKey: ['tags', 'options'], queryFn: () => loadAll(tagsClient.list) });
}
