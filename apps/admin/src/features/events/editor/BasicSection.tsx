import { i18n } from '@lingui/core';
import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { SectionForm } from './SectionForm';
import { useCategoryOptions, useTagOptions, type TaxonomyOption } from './useTaxonomyOptions';
import { EVENT_TITLE_RULES } from './titleRules';

/** What a taxonomy select says, per taxonomy: each a message of its own, so it reads naturally in every language. */
interface TaxonomyTexts {
  loading: () => string;
  noMatch: (search: string) => string;
  none: () => string;
  failed: (reason: string) => string;
  choose: () => string;
}

const CATEGORY_TEXTS: TaxonomyTexts = {
  loading: () => i18n._('Loading categories…'),
  noMatch: (search) => i18n._('No categories match "{search}"', { search }),
  none: () => i18n._('No categories yet'),
  failed: (reason) => i18n._('Could not load categories: {reason}', { reason }),
  choose: () => i18n._('Choose categories'),
};

const TAG_TEXTS: TaxonomyTexts = {
  loading: () => i18n._('Loading tags…'),
  noMatch: (search) => i18n._('No tags match "{search}"', { search }),
  none: () => i18n._('No tags yet'),
  failed: (reason) => i18n._('Could not load tags: {reason}', { reason }),
  choose: () => i18n._('Choose tags'),
};

interface TaxonomySelectProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  query: UseQueryResult<TaxonomyOption[]>;
  texts: TaxonomyTexts;
}

/**
 * A multi-select over a taxonomy list loaded from the API; reports a failed load in place, and says
 * whether nothing exists yet or only nothing matches the typed text.
 */
function TaxonomySelect({ id, value, onChange, query, texts }: TaxonomySelectProps) {
  const [search, setSearch] = useState('');
  const notFound = query.isLoading ? texts.loading() : query.data?.length ? texts.noMatch(search.trim()) : texts.none();
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      options={query.data ?? []}
      loading={query.isLoading}
      status={query.isError ? 'error' : undefined}
      showSearch={{ optionFilterProp: 'label', onSearch: setSearch }}
      allowClear
      placeholder={query.isError ? texts.failed(query.error.message) : texts.choose()}
      notFoundContent={notFound}
    />
  );
}

/** Section "Basic info": title, description, categories and tags. */
export function BasicSection() {
  const categories = useCategoryOptions();
  const tags = useTagOptions();
  return (
    <SectionForm title={i18n._('Basic info')}>
      <Form.Item
        name="title"
        label={i18n._('Title')}
        rules={EVENT_TITLE_RULES}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="description" label={i18n._('Description')}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} />
      </Form.Item>
      <Form.Item name="categories" label={i18n._('Categories')}>
        <TaxonomySelect query={categories} texts={CATEGORY_TEXTS} />
      </Form.Item>
      <Form.Item name="tags" label={i18n._('Tags')}>
        <TaxonomySelect query={tags} texts={TAG_TEXTS} />
      </Form.Item>
    </SectionForm>
  );
}
