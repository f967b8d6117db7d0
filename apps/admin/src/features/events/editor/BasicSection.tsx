import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { SectionForm } from './SectionForm';
import { useCategoryOptions, useTagOptions, type TaxonomyOption } from './useTaxonomyOptions';
import { EVENT_TITLE_RULES } from './titleRules';

interface TaxonomySelectProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  query: UseQueryResult<TaxonomyOption[]>;
  noun: string;
}

/**
 * A multi-select over a taxonomy list loaded from the API; reports a failed load in place, and says
 * whether nothing exists yet or only nothing matches the typed text.
 */
function TaxonomySelect({ id, value, onChange, query, noun }: TaxonomySelectProps) {
  const [search, setSearch] = useState('');
  const notFound = query.isLoading ? `Loading ${noun}…` : query.data?.length ? `No ${noun} match "${search.trim()}"` : `No ${noun} yet`;
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
      placeholder={query.isError ? `Could not load ${noun}: ${query.error.message}` : `Choose ${noun}`}
      notFoundContent={notFound}
    />
  );
}

/** Section "Basic info": title, description, categories and tags. */
export function BasicSection() {
  const categories = useCategoryOptions();
  const tags = useTagOptions();
  return (
    <SectionForm title="Basic info">
      <Form.Item
        name="title"
        label="Title"
        rules={EVENT_TITLE_RULES}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} />
      </Form.Item>
      <Form.Item name="categories" label="Categories">
        <TaxonomySelect query={categories} noun="categories" />
      </Form.Item>
      <Form.Item name="tags" label="Tags">
        <TaxonomySelect query={tags} noun="tags" />
      </Form.Item>
    </SectionForm>
  );
}
