import { i18n } from '@lingui/core';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Tabs } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { ROOT_BLOCK_NAME, type MessageDescriptor } from '@eventory/core';
import { LazyBlockInspector, LazyBodySettings, LazyInserter, LazyListView } from './deferredPanels';
import { PlaceholdersPanel } from './PlaceholdersPanel';

/** The left panels the header toggles (SPEC §2): All Blocks, Placeholders, Documents Overview. */
export type LeftPanelKey = 'blocks' | 'placeholders' | 'layers';
export const LEFT_PANEL_TITLES: Record<LeftPanelKey, MessageDescriptor> = {
  blocks: /*i18n*/ { id: 'All Blocks' },
  placeholders: /*i18n*/ { id: 'Placeholders' },
  layers: /*i18n*/ { id: 'Documents Overview' },
};

interface BlockEditorSelectors {
  getSelectedBlock: () => { name: string } | null;
  getBlocks: () => Array<{ clientId: string; name: string }>;
}

/** A panel's content, with an empty, busy placeholder while its chunk loads (the panel keeps its size). */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="etn-builder-panel-loading" aria-busy="true" />}>{children}</Suspense>;
}

/**
 * The open left panel: the inserter, the placeholders or the block list view. On a phone it is a
 * sheet over the canvas (builder.css) with its own close button, since the header's toggle that
 * opened it may be scrolled away; `onClose` closes it (the inserter does after an insert there).
 */
export function LeftPanel({ panel, onClose }: { panel: LeftPanelKey; onClose: () => void }) {
  const rootClientId = useSelect((select) => (select(blockEditorStore) as unknown as BlockEditorSelectors).getBlocks().find((b) => b.name === ROOT_BLOCK_NAME)?.clientId, []);
  return (
    <aside className="etn-builder-left" aria-label={i18n._(LEFT_PANEL_TITLES[panel])}>
      <div className="etn-builder-panel-head">
        <h2 className="etn-builder-panel-title">{i18n._(LEFT_PANEL_TITLES[panel])}</h2>
        <Button className="etn-builder-panel-close" type="text" icon={<CloseOutlined />} aria-label={i18n._('Close {panel}', { panel: i18n._(LEFT_PANEL_TITLES[panel]) })} onClick={onClose} />
      </div>
      <div className="etn-builder-panel-body">
        {panel === 'blocks' && (
          <Deferred>
            <LazyInserter rootClientId={rootClientId} onClose={onClose} />
          </Deferred>
        )}
        {panel === 'placeholders' && <PlaceholdersPanel />}
        {panel === 'layers' && (
          <Deferred>
            <LazyListView />
          </Deferred>
        )}
      </div>
    </aside>
  );
}

type RightTab = 'inspector' | 'body';

/**
 * The right panel (SPEC §2, §4): tabs Inspector and Body Settings. Selecting the root container
 * shows Body Settings, selecting any other block shows Inspector, and choosing Inspector clears the
 * block selection.
 */
export function RightPanel() {
  const [tab, setTab] = useState<RightTab>('inspector');
  const selected = useSelect((select) => (select(blockEditorStore) as unknown as BlockEditorSelectors).getSelectedBlock()?.name ?? null, []);
  const { clearSelectedBlock } = useDispatch(blockEditorStore) as unknown as { clearSelectedBlock: () => void };
  useEffect(() => {
    if (selected) setTab(selected === ROOT_BLOCK_NAME ? 'body' : 'inspector');
  }, [selected]);

  const choose = (key: string) => {
    setTab(key as RightTab);
    if (key === 'inspector') clearSelectedBlock();
  };
  return (
    <aside className="etn-builder-right" aria-label={i18n._('Block settings')}>
      <Tabs
        activeKey={tab}
        onChange={choose}
        centered
        items={[
          {
            key: 'inspector',
            label: i18n._('Inspector'),
            children:
              selected && selected !== ROOT_BLOCK_NAME ? (
                <Deferred>
                  <LazyBlockInspector />
                </Deferred>
              ) : (
                <p className="etn-builder-panel-help">{i18n._('Select a block on the page to edit its settings and styles.')}</p>
              ),
          },
          {
            key: 'body',
            label: i18n._('Body Settings'),
            children: (
              <Deferred>
                <LazyBodySettings />
              </Deferred>
            ),
          },
        ]}
      />
    </aside>
  );
}
