import { i18n } from '@lingui/core';
import { lazy, Suspense, useState } from 'react';
import { Button, Empty, Flex, Pagination, Spin, Tabs } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@eventory/core';
import type { TemplateType } from '@eventory/core';
import { EmptyState } from '../../shared/EmptyState';
import { pageAfterRemoval, showingTotal } from '../../shared/listControls';
import { LoadError } from '../../shared/LoadError';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { SearchField } from '../../shared/SearchField';
import { useTemplateList } from './queries';
import { TemplateCard } from './TemplateCard';
import { TEMPLATE_TABS, type TemplateListState } from './templateTabs';
import { useTemplateActions } from './useTemplateActions';
import { useTemplateListParams } from './useTemplateListParams';
import './templateBuilder.css';

const TemplateChooser = lazy(() => import('./chooser/TemplateChooser'));
const ImportTemplateModal = lazy(() => import('./ImportTemplateModal'));

type Dialog = 'choose' | 'import' | null;

/** The cards of one tab: its templates, or the empty state (none yet / none match), then the pager. */
function TemplateCards({ state, update, onChoose }: { state: TemplateListState; update: (patch: Partial<TemplateListState>) => void; onChoose: () => void }) {
  const filters = { type: state.type, search: state.search || undefined, paged: state.paged, per_page: state.per_page };
  const { data, error, isFetching, refetch } = useTemplateList(filters);
  const items = data?.items ?? [];
  const { clone, remove, cloning } = useTemplateActions(() => update({ paged: pageAfterRemoval(state.paged, items.length, 1) }));

  if (!data) {
    return error ? (
      <LoadError what="templates" error={error} onRetry={refetch} />
    ) : (
      <Flex justify="center" style={{ padding: 48 }} role="status">
        <Spin description={i18n._('Loading templates…')} />
      </Flex>
    );
  }
  if (data.total_items === 0) {
    return state.search ? (
      <Empty description={i18n._('No templates match “{search}”', { search: state.search })} style={{ marginTop: 48 }} />
    ) : (
      <EmptyState title={i18n._('No templates yet')} text={i18n._('Choose a design from the template library, or start with a blank one.')}>
        <Button type="primary" onClick={onChoose}>
          {i18n._('Choose a template')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <Flex vertical gap={16} aria-busy={isFetching}>
      <LoadError what="templates" error={error} onRetry={refetch} />
      <ul className="eventory-template-grid" aria-label={i18n._('Templates')}>
        {items.map((template) => (
          <li key={template.id}>
            <TemplateCard template={template} cloning={cloning === template.id} onClone={() => void clone(template)} onDelete={() => remove(template)} />
          </li>
        ))}
      </ul>
      <Pagination
        align="end"
        current={state.paged}
        pageSize={state.per_page}
        total={data.total_items}
        showSizeChanger
        pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
        showTotal={showingTotal('templates')}
        onChange={(paged, per_page) => update({ paged: per_page === state.per_page ? paged : 1, per_page })}
      />
    </Flex>
  );
}

/**
 * `/template-builder` (issue #10 §3): the site's templates by type (tabs Event Landing, Event
 * Certificate, Event tickets) as thumbnail cards with Edit, Clone and Delete (confirmed), a search
 * by name and paging, all kept in the URL; 'Choose a template' opens the chooser modal and
 * 'Import template' makes a draft from block markup.
 */
export default function TemplateList() {
  const { state, update, searchText, setSearchText } = useTemplateListParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [opened, setOpened] = useState<Dialog[]>([]);
  const open = (which: Exclude<Dialog, null>) => {
    if (!opened.includes(which)) setOpened([...opened, which]);
    setDialog(which);
  };
  const close = () => setDialog(null);

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('Templates')}</ScreenTitle>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => open('choose')}>
            {i18n._('Choose a template')}
          </Button>
          <Button onClick={() => open('import')}>{i18n._('Import template')}</Button>
        </Flex>
        <SearchField placeholder={i18n._('Search templates by name')} value={searchText} onChange={setSearchText} />
      </Flex>
      <Tabs
        activeKey={state.type}
        onChange={(key) => update({ type: key as TemplateType })}
        items={TEMPLATE_TABS.map((tab) => ({
          key: tab.type,
          label: i18n._(tab.label),
          children: tab.type === state.type && <TemplateCards state={state} update={update} onChoose={() => open('choose')} />,
        }))}
      />
      <Suspense fallback={null}>
        {opened.includes('choose') && <TemplateChooser key={state.type} open={dialog === 'choose'} initialType={state.type} onClose={close} />}
        {opened.includes('import') && <ImportTemplateModal open={dialog === 'import'} initialType={state.type} onClose={close} />}
      </Suspense>
    </Flex>
  );
}
