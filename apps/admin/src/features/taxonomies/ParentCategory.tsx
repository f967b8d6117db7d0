import { useState } from 'react';
import { i18n } from '@lingui/core';
import { Select, Typography } from 'antd';
import { MAX_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { useDebouncedValue } from '../../shared/listControls';
import { useTaxonomyItem, useTaxonomyList } from './queries';
import { categoryResource } from './resources';

interface ParentCategorySelectProps {
  /** Injected by Form.Item: the parent's id, undefined for the top level. */
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  /** The category being edited, which cannot be its own parent nor sit under a category under it. */
  excludeId?: number;
}

/**
 * The optional 'Parent Category' select: existing categories searched on the server (debounced),
 * plus the current parent so its name shows even when it is not among the first results; the
 * edited category and the ones the loaded results show under it are left out (the server refuses
 * a cycle through any other).
 */
export function ParentCategorySelect({ value, onChange, id, excludeId }: ParentCategorySelectProps) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useTaxonomyList(categoryResource, { search, paged: 1, per_page: MAX_PAGE_SIZE });
  const current = useTaxonomyItem(categoryResource, value ?? 0).data;
  const candidates = [...(current && !search ? [current] : []), ...(data?.items ?? [])];
  const parents = new Map(candidates.map((category) => [category.id, category.parent]));
  // The edited category and those found under it (walk of 30 Nov 2026: its own children were offered, and refused on Save).
  const underEdited = (categoryId: number) => {
    for (let at = categoryId, steps = 0; at > 0 && steps <= parents.size; at = parents.get(at) ?? 0, steps++) if (at === excludeId) return true;
    return false;
  };
  const options = candidates
    .filter((category, index) => !underEdited(category.id) && candidates.findIndex((other) => other.id === category.id) === index)
    .map((category) => ({ value: category.id, label: category.name }));
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      allowClear
      placeholder={i18n._('None (top level)')}
      loading={isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearchText }}
      notFoundContent={isFetching ? i18n._('Loading categories…') : i18n._('No categories found')}
    />
  );
}

/** The name of a category's parent in the list, or a dash at the top level. */
export function ParentCategoryName({ parent }: { parent: number }) {
  const { data, isPending } = useTaxonomyItem(categoryResource, parent);
  if (parent <= 0) return <Typography.Text type="secondary">—</Typography.Text>;
  if (data) return <>{data.name}</>;
  return <Typography.Text type="secondary">{isPending ? '…' : `#${parent}`}</Typography.Text>;
}
