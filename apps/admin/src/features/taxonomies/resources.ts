import type { Category, CategoryInput, MessageDescriptor, Page, Tag, TagInput } from '@eventory/core';
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
 * The sentences of a taxonomy's screens, each a whole message per taxonomy (issue #12: German
 * inflects "Kategorie" and "Schlagwort" differently, so nouns are never spliced into sentences).
 */
export interface TaxonomyTexts {
  /** The list's heading, e.g. 'Event Categories'. */
  listTitle: MessageDescriptor;
  addTitle: MessageDescriptor;
  editTitle: MessageDescriptor;
  backToList: MessageDescriptor;
  notFound: MessageDescriptor;
  loadFailed: MessageDescriptor;
  loading: MessageDescriptor;
  /** The name field's label and its required message (SPEC §2 "Simple forms", §5). */
  nameLabel: MessageDescriptor;
  nameRequired: MessageDescriptor;
  created: MessageDescriptor;
  updated: MessageDescriptor;
  confirmOne: MessageDescriptor;
  /** With `{count}`, the number selected (always more than one). */
  confirmMany: MessageDescriptor;
  deletedOne: MessageDescriptor;
  deletedMany: MessageDescriptor;
  failedOne: MessageDescriptor;
  failedMany: MessageDescriptor;
  disabledNote: MessageDescriptor;
  search: MessageDescriptor;
  /** With `{search}`, the searched text. */
  noMatch: MessageDescriptor;
  empty: MessageDescriptor;
  /** What unsaved changes are to, in 'Your changes to {what} are not saved yet.': 'this category'. */
  unsavedWhat: MessageDescriptor;
}

/**
 * Everything that differs between categories and tags, so the list, the form and the query hooks
 * are written once and each screen only picks its resource.
 */
export interface TaxonomyResource<TItem extends Tag, TInput> {
  /** The API path segment, route segment and query-key root. */
  kind: 'categories' | 'tags';
  /** The form's name and the words of log lines (not shown). */
  singular: string;
  /** The list noun of shared texts (shared/listNouns). */
  plural: string;
  listPath: string;
  client: TaxonomyClient<TItem, TInput>;
  texts: TaxonomyTexts;
  toInput: (values: TaxonomyValues) => TInput;
  toValues: (item: TItem) => TaxonomyValues;
  /** SPEC §8: a failed tag create shows the server's message; a failed category create is only logged. */
  showCreateError: boolean;
}

/** Event categories (hierarchical: a parent of 0 is the top level). */
export const categoryResource: TaxonomyResource<Category, CategoryInput> = {
  kind: 'categories',
  singular: 'category',
  plural: 'categories',
  listPath: '/categories',
  client: categoriesClient,
  texts: {
    listTitle: /*i18n*/ { id: 'Event Categories' },
    addTitle: /*i18n*/ { id: 'Add New Category' },
    editTitle: /*i18n*/ { id: 'Edit Category' },
    backToList: /*i18n*/ { id: 'Back to categories' },
    notFound: /*i18n*/ { id: 'This category does not exist.' },
    loadFailed: /*i18n*/ { id: 'Could not load the category.' },
    loading: /*i18n*/ { id: 'Loading the category' },
    nameLabel: /*i18n*/ { id: 'Category Name' },
    nameRequired: /*i18n*/ { id: 'Category Name is Required!' },
    created: /*i18n*/ { id: 'Successfully created category!' },
    updated: /*i18n*/ { id: 'Successfully updated category!' },
    confirmOne: /*i18n*/ { id: 'Are you sure you want to delete this category?' },
    confirmMany: /*i18n*/ { id: 'Are you sure you want to delete the {count} selected categories?' },
    deletedOne: /*i18n*/ { id: 'Successfully deleted the category!' },
    deletedMany: /*i18n*/ { id: 'Successfully deleted the selected categories!' },
    failedOne: /*i18n*/ { id: 'Failed to delete the category!' },
    failedMany: /*i18n*/ { id: 'Failed to delete the categories!' },
    disabledNote: /*i18n*/ { id: "New categories cannot be created until 'Disable categories and tags' is switched off." },
    search: /*i18n*/ { id: 'Search categories by name' },
    noMatch: /*i18n*/ { id: 'No categories match "{search}".' },
    empty: /*i18n*/ { id: 'No categories yet.' },
    unsavedWhat: /*i18n*/ { id: 'this category' },
  },
  toInput: ({ name, description, parent }) => ({ name, description: description ?? '', parent: parent ?? 0 }),
  toValues: ({ name, description, parent }) => ({ name, description, parent: parent || undefined }),
  showCreateError: false,
};

/** Event tags (flat). */
export const tagResource: TaxonomyResource<Tag, TagInput> = {
  kind: 'tags',
  singular: 'tag',
  plural: 'tags',
  listPath: '/tags',
  client: tagsClient,
  texts: {
    listTitle: /*i18n*/ { id: 'Event Tags' },
    addTitle: /*i18n*/ { id: 'Add New Tag' },
    editTitle: /*i18n*/ { id: 'Edit Tag' },
    backToList: /*i18n*/ { id: 'Back to tags' },
    notFound: /*i18n*/ { id: 'This tag does not exist.' },
    loadFailed: /*i18n*/ { id: 'Could not load the tag.' },
    loading: /*i18n*/ { id: 'Loading the tag' },
    nameLabel: /*i18n*/ { id: 'Tag' },
    nameRequired: /*i18n*/ { id: 'Tag Name is Required!' },
    created: /*i18n*/ { id: 'Successfully created tag!' },
    updated: /*i18n*/ { id: 'Successfully updated tag!' },
    confirmOne: /*i18n*/ { id: 'Are you sure you want to delete this tag?' },
    confirmMany: /*i18n*/ { id: 'Are you sure you want to delete the {count} selected tags?' },
    deletedOne: /*i18n*/ { id: 'Successfully deleted the tag!' },
    deletedMany: /*i18n*/ { id: 'Successfully deleted the selected tags!' },
    failedOne: /*i18n*/ { id: 'Failed to delete the tag!' },
    failedMany: /*i18n*/ { id: 'Failed to delete the tags!' },
    disabledNote: /*i18n*/ { id: "New tags cannot be created until 'Disable categories and tags' is switched off." },
    search: /*i18n*/ { id: 'Search tags by name' },
    noMatch: /*i18n*/ { id: 'No tags match "{search}".' },
    empty: /*i18n*/ { id: 'No tags yet.' },
    unsavedWhat: /*i18n*/ { id: 'this tag' },
  },
  toInput: ({ name, description }) => ({ name, description: description ?? '' }),
  toValues: ({ name, description }) => ({ name, description }),
  showCreateError: true,
};
