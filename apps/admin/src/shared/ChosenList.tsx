import { i18n } from '@lingui/core';
import { useId, useState } from 'react';
import { Button, Flex, Pagination, Typography } from 'antd';
import { nounText } from './listNouns';
import { useRemoteLabels, type RemoteSource } from './RemoteMultiSelect';

/** How many chosen records one page of the list names. */
const PAGE_SIZE = 10;

interface ChosenListProps {
  source: RemoteSource;
  value: number[];
  onChange?: (value: number[]) => void;
}

/**
 * The records chosen in a remote select, when there are more than its tags show: 'N selected' and,
 * on request, their names in the chosen order a page at a time (only that page's names are
 * fetched), each with a Remove button.
 */
export function ChosenList({ source, value, onChange }: ChosenListProps) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const listId = useId();
  const lastPage = Math.max(1, Math.ceil(value.length / PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const shown = useRemoteLabels(source, open ? value.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE) : []);
  return (
    <div>
      <Typography.Text>{i18n._('{count} {noun} selected', { count: value.length, noun: nounText(source.noun) })}</Typography.Text>{' '}
      <Button type="link" size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {open ? i18n._('Hide the list') : i18n._('Show the list')}
      </Button>
      {open && (
        <div id={listId}>
          <ol start={(current - 1) * PAGE_SIZE + 1} style={{ margin: '8px 0', paddingInlineStart: 40 }}>
            {shown.map((option) => (
              <li key={option.value} style={{ marginBottom: 4 }}>
                <Flex justify="space-between" align="center" gap={8}>
                  <span>{option.label}</span>
                  <Button size="small" aria-label={i18n._('Remove {name}', { name: option.label })} onClick={() => onChange?.(value.filter((recordId) => recordId !== option.value))}>
                    {i18n._('Remove')}
                  </Button>
                </Flex>
              </li>
            ))}
          </ol>
          <Pagination size="small" current={current} pageSize={PAGE_SIZE} total={value.length} onChange={setPage} showSizeChanger={false} />
        </div>
      )}
    </div>
  );
}
