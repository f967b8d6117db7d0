import type { IdSource } from '@eventory/core';
import { categoriesClient, tagsClient } from '../../api/taxonomies';
import { speakerGroupsClient } from '../../api/speakers';
import { eventSource } from '../../shared/EventSelect';
import type { RemoteOption, RemoteSource } from '../../shared/RemoteMultiSelect';
import { scheduleSource } from '../schedules/optionSources';

/** How many matches a picker shows for a search. */
const PICKER_PAGE_SIZE = 20;

type NamedList = (filters: { search?: string; paged: number; per_page: number }) => Promise<{ items: { id: number; name: string }[] }>;

/** A picker source over a list searched by name (categories, tags, speaker groups). */
function namedSource(key: string, noun: string, list: NamedList, get?: (id: number) => Promise<{ id: number; name: string }>): RemoteSource {
  const toOption = (row: { id: number; name: string }): RemoteOption => ({ value: row.id, label: row.name });
  return {
    key: [key, 'options'],
    labelKey: [key, 'labels'],
    noun,
    search: async (text) => (await list({ search: text || undefined, paged: 1, per_page: PICKER_PAGE_SIZE })).items.map(toOption),
    byId: async (id) => {
      if (get) return toOption(await get(id));
      const found = (await list({ paged: 1, per_page: 100 })).items.find((row) => row.id === id);
      if (!found) throw new Error(`${noun} ${id} not found`);
      return toOption(found);
    },
  };
}

const categories = namedSource('categories', 'categories', categoriesClient.list, categoriesClient.get);
const tags = namedSource('tags', 'tags', tagsClient.list, tagsClient.get);
const speakerGroups = namedSource('speaker-groups', 'speaker groups', speakerGroupsClient.list);

/**
 * Where each id field of a shortcode finds its choices: real data, searched on the server. Each
 * entry makes the source for the site's locale (event and schedule labels show dated options), for
 * `useSiteLocaleMemo`; named lists do not depend on it.
 */
export const ID_SOURCES: Record<IdSource, (locale: string) => RemoteSource> = {
  events: eventSource,
  categories: () => categories,
  tags: () => tags,
  speaker_groups: () => speakerGroups,
  schedules: scheduleSource,
};
