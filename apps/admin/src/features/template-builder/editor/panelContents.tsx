// The side panels' heavy contents (issue #10 §7): Gutenberg's inserter, list view and block
// inspector and the Body Settings controls, split off the builder's chunk so the canvas shows
// first; SidePanels.tsx loads this module right after the canvas is up (deferredPanels.ts).
import { useRef } from 'react';
import { BlockInspector, __experimentalLibrary as InserterLibrary, __experimentalListView as ListView } from '@wordpress/block-editor';

export { BodySettings } from './BodySettings';
export { BlockInspector, ListView };

/**
 * All Blocks: the inserter for the root container's blocks, without the help panel. It is given a
 * ref to its menu, which it reads after every insert to place focus (without one each insert threw).
 */
export function Inserter({ rootClientId }: { rootClientId: string | undefined }) {
  const menu = useRef<HTMLDivElement>(null);
  return <InserterLibrary ref={menu} rootClientId={rootClientId} showInserterHelpPanel={false} shouldFocusBlock={false} />;
}
