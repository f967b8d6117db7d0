import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@eventory/core';
import { nounText } from './listNouns';

/** `value`, but only after it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The paging part of every list query (SPEC §7). */
export interface PagedFilters {
  search: string;
  paged: number;
  per_page: number;
}

/** The table footer 'Showing x - y of n <noun>' as antd's `pagination.showTotal`. */
export function showingTotal(noun: string) {
  return (total: number, [from, to]: [number, number]) => i18n._('Showing {from} - {to} of {total} {noun}', { from, to, total, noun: nounText(noun) });
}

/** The page to show after `removed` rows left the current page: one back when it would be empty. */
export function pageAfterRemoval(paged: number, rowsOnPage: number, removed: number): number {
  return paged > 1 && removed >= rowsOnPage ? paged - 1 : paged;
}

/**
 * The pagination of every list table (SPEC §2, §9): the current page and size, the page-size
 * changer with PAGE_SIZE_OPTIONS, and the 'Showing x - y of n <noun>' footer.
 */
export function listPagination(
  page: { paged: number; per_page: number },
  total: number,
  showTotal: (total: number, range: [number, number]) => string,
  onChange: (paged: number, perPage: number) => void,
): TablePaginationConfig {
  return { current: page.paged, pageSize: page.per_page, total, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS.map(String), showTotal, onChange };
}

/** How long a refetch may take before a list shows its spinner, ms. */
const SPIN_DELAY_MS = 300;

/**
 * A list table's `loading`: the spinner shows only once a fetch has taken SPIN_DELAY_MS. antd's
 * spinner also makes the table and its pager ignore the pointer while it shows, so a click on a
 * page or a sorter during a quick refetch (the one before it) was lost; and a fetch quicker than
 * that no longer flashes it.
 */
export const listLoading = (fetching: boolean) => ({ spinning: fetching, delay: SPIN_DELAY_MS });
