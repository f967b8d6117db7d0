import { i18n } from '@lingui/core';
import { Select } from 'antd';
import type { Template, TemplateListItem, TemplateType } from '@eventory/core';
import { templatesClient } from '../../api/templates';
import { matchesLabel, useRemoteLabels, useRemoteSearch, type RemoteOption, type RemoteSource } from '../../shared/RemoteMultiSelect';
import { templateKeys } from './templateKeys';

/** How many matches the select shows for a search. */
const PICKER_PAGE_SIZE = 20;

const toOption = (template: Pick<Template | TemplateListItem, 'id' | 'name' | 'status'>): RemoteOption => ({
  value: template.id,
  label: template.status === 'draft' ? i18n._('{name} (draft)', { name: template.name }) : template.name,
});

const sources = new Map<TemplateType, RemoteSource>();

/** Published templates of one type, searched by name; a chosen one is named even when it is a draft. */
function templateSource(type: TemplateType): RemoteSource {
  let source = sources.get(type);
  if (!source) {
    source = {
      key: [...templateKeys.all, 'options', type],
      labelKey: [...templateKeys.all, 'labels'],
      noun: 'templates',
      search: async (text) => (await templatesClient.list({ type, status: 'publish', search: text || undefined, paged: 1, per_page: PICKER_PAGE_SIZE })).items.map(toOption),
      byId: async (id) => toOption(await templatesClient.get(id)),
    };
    sources.set(type, source);
  }
  return source;
}

const NO_IDS: number[] = [];

interface TemplateSelectProps {
  /** Injected by Form.Item. */
  id?: string;
  value?: number | null;
  onChange?: (id: number | null) => void;
  type: TemplateType;
  /** Shown when none is chosen, e.g. 'Site default' or 'None'. */
  placeholder: string;
}

/**
 * A template picker (issue #10 §3): the published templates of one type, searched by name on the
 * server (debounced); clearing it chooses none (null). Says so when templates cannot be loaded.
 */
export function TemplateSelect({ id, value, onChange, type, placeholder }: TemplateSelectProps) {
  const source = templateSource(type);
  const { setSearchText, search, results, pending, failed } = useRemoteSearch(source);
  const [chosen] = useRemoteLabels(source, value ? [value] : NO_IDS);
  return (
    <Select<RemoteOption>
      id={id}
      labelInValue
      value={chosen}
      onChange={(option) => onChange?.(option?.value ?? null)}
      options={results.data ?? []}
      loading={results.isFetching}
      status={failed ? 'error' : undefined}
      showSearch={{ filterOption: pending ? matchesLabel : false, onSearch: setSearchText }}
      onOpenChange={(open) => !open && setSearchText('')}
      allowClear
      placeholder={failed ?? placeholder}
      notFoundContent={
        results.isFetching
          ? i18n._('Loading templates…')
          : search
            ? i18n._('No published templates match "{search}"', { search })
            : i18n._('No published templates of this type yet')
      }
    />
  );
}
