// The side panels' heavy contents (issue #10 §7): Gutenberg's inserter, list view and block
// inspector and the Body Settings controls, split off the builder's chunk so the canvas shows
// first; SidePanels.tsx loads this module right after the canvas is up (deferredPanels.ts).
import { BlockInspector, __experimentalLibrary as InserterLibrary, __experimentalListView as ListView } from '@wordpress/block-editor';

export { BodySettings } from './BodySettings';
export { BlockInspector, ListView };

/** All Blocks: the inserter for the root container's blocks, without the help panel. */
export function Inserter({ rootClientId }: { rootClientId: string | undefined }) {
  return <InserterLibrary rootClientId={rootClientId} showInserterHelpPanel={false} shouldFocusBlock={false} />;
}
