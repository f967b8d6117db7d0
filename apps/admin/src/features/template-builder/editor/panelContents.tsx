// The side panels' heavy contents (issue #10 §7): Gutenberg's inserter, list view and block
// inspector and the Body Settings controls, split off the builder's chunk so the canvas shows
// first; SidePanels.tsx loads this module right after the canvas is up (deferredPanels.ts).
import { useRef } from 'react';
import { BlockInspector, __experimentalLibrary as InserterLibrary, __experimentalListView as ListView } from '@wordpress/block-editor';

export { BodySettings } from './BodySettings';
export { BlockInspector, ListView };

/**
 * All Blocks: the inserter for the root container's blocks, without the help panel. A block chosen
 * here is selected with the caret in it (Gutenberg's `shouldFocusBlock`: the block takes focus in the
 * canvas, so typing goes into it, not to the option's button). On narrow screens Gutenberg closes the
 * inserter after an insert through `onClose`. It is given a ref to its menu, which it reads after
 * every insert (without one each insert threw).
 */
export function Inserter({ rootClientId, onClose }: { rootClientId: string | undefined; onClose: () => void }) {
  const menu = useRef<HTMLDivElement>(null);
  return <InserterLibrary ref={menu} rootClientId={rootClientId} showInserterHelpPanel={false} shouldFocusBlock onClose={onClose} />;
}
