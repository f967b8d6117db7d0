/** Business constants of SPEC §9 that both the server and the admin use. */
export const DEFAULT_PAGE_SIZE = 10;
/** Largest `per_page` a list route accepts; more is a 400. */
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** Debounce of list searches, ms. */
export const SEARCH_DEBOUNCE_MS = 500;
/** total_ticket / capacity value meaning unlimited. */
export const UNLIMITED = -1;
/** Most occurrences one recurring parent may have. */
export const MAX_OCCURRENCES = 500;

/**
 * Sort keys of the event list: the original's names (title, ID, post_date = created, etn_start_date,
 * etn_end_date) plus the list's Sold and Status columns. Without `orderby` the list comes in its
 * default order: ongoing and upcoming events soonest start first, then past ones most recent first.
 * Kept here, not beside the zod schemas, so the admin's first screen does not pull in zod.
 */
export const EVENT_LIST_ORDERBY = ['title', 'ID', 'post_date', 'etn_start_date', 'etn_end_date', 'sold', 'status'] as const;
export type EventListOrderBy = (typeof EVENT_LIST_ORDERBY)[number];
