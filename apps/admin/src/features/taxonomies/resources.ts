import type { Category, CategoryInput, Page, Tag, TagInput } from '@eventory/core';
import { categoriesClient, tagsClient, type TaxonomyFilters } from '../../api/taxonomies';

/** The fields of the shared taxonomy form; `parent` only exists for categories. */
export interface TaxonomyValues {
  name: string;
  description?: string;
  parent?: number;
}

/** The typed API client of one taxonomy (the shape `categoriesClient` and `tagsClient` share). */
export interface TaxonomyClient<TItem, TInput> {
  list: (filters: TaxonomyFilters) => Promise<Page<TItem>>;
  get: (id: number) => Promise<TItem>;
  create: (body: TInput) => Promise<TItem>;
  update: (id: number, body: TInput) => Promise<TItem>;
  remove: (id: number) => Promise<{ deleted: number[] }>;
  bulkRemove: (ids: number[]) => Promise<{ deleted: number[] }>;
}

/**
 * Everything that differs between categories and tags, so the list, the form and the query hooks
 * are written once and each screen only picks its resource.
 */
export interface TaxonomyResource<TItem extends Tag, TInput> {
  /** The API path segment, route segment and query-key root. */
  kind: 'categories' | 'tags';
  /** Lower-case nouns for sentences, and capitalised ones for headings. */
  singular: string;
  plural: string;
  singularTitle: string;
  pluralTitle: string;
  listPath: string;
  client: TaxonomyClient<TItem, TInput>;
  /** The name field's label and its required message (SPEC §2 "Simple forms", §5). */
  nameLabel: string;
  nameRequired: string;
  toInput: (values: TaxonomyValues) => TInput;
  toValues: (item: TItem) => TaxonomyValues;
  createdMessage: string;
  /** SPEC §8: a failed tag create shows the server's message; a failed category create is only logged. */
  showCreateError: boolean;
}

/** Event categories (hierarchical: a parent of 0 is the top level). */
export const categoryResource: TaxonomyResource<Category, CategoryInput> = {
  kind: 'categories',
  singular: 'category',
  plural: 'categories',
  singularTitle: 'Category',
  pluralTitle: 'Categories',
  listPath: '/categories',
  client: categoriesClient,
  nameLabel: 'Category Name',
  nameRequired: 'Category Name is Required!',
  toInput: ({ name, description, parent }) => ({ name, description: description ?? '', parent: parent ?? 0 }),
  toValues: ({ name, description, parent }) => ({ name, description, parent: parent || undefined }),
  createdMessage: 'Successfully created category!',
  showCreateError: false,
};

/** Event tags (flat). */
export const tagResource: TaxonomyResource<Tag, TagInput> = {
  kind: 'tags',
  singular: 'tag',
  plural: 'tags',
  singularTitle: 'Tag',
  pluralTitle: 'Tags',
  listPath: '/tags',
  client: tagsClient,
  nameLabel: 'Tag',
  nameRequired: 'Tag Name is Required!',
  toInput: ({ name, description }) => ({ name, description: description ?? '' }),
  toValues: ({ name, description }) => ({ name, description }),
  createdMessage: 'Successfully created tag!',
  showCreateError: true,
};
