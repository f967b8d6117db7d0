import { useCallback, useRef, type KeyboardEvent } from 'react';
import { useStateWithHistory } from '@wordpress/compose';
import type { Block } from '@wordpress/blocks';
import type { EditorSelection } from '@wordpress/block-editor';

interface EditorState {
  blocks: Block[];
  selection?: EditorSelection;
}

/** The parts of a block tree that make its content (client ids and validation state left out). */
function contentOf(blocks: readonly Block[]): string {
  return JSON.stringify(blocks.map((b) => [b.name, b.attributes, contentOf(b.innerBlocks)]));
}

/** Which history step a key press asks for: Ctrl/Cmd+Z undo; Ctrl/Cmd+Y and Ctrl/Cmd+Shift+Z redo. */
export function historyKey(event: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/**
 * The editor's blocks with undo/redo (SPEC §4 "Editor history", Gutenberg's useStateWithHistory).
 * Typing (onInput) is staged into the current step; a finished change (onChange) records a step.
 * A change that changes nothing is ignored: after an undo the editor reports its blocks again, and
 * recording that would wipe the redo step. `onCanvasKeyDown` goes on the element around the canvas:
 * keys pressed in the canvas iframe are re-dispatched there, so the shortcuts act only while focus is
 * inside the block list.
 */
export function useBlockHistory(initial: Block[]) {
  const { value, setValue, hasUndo, hasRedo, undo, redo } = useStateWithHistory<EditorState>({ blocks: initial });
  const state = value as EditorState;
  const current = useRef(state);
  current.current = state;

  const record = useCallback(
    (staged: boolean) => (blocks: Block[], meta: { selection?: EditorSelection }) => {
      if (blocks === current.current.blocks || contentOf(blocks) === contentOf(current.current.blocks)) return;
      setValue({ blocks, selection: meta.selection }, staged);
    },
    [setValue],
  );
  const onInput = useCallback((blocks: Block[], meta: { selection?: EditorSelection }) => record(true)(blocks, meta), [record]);
  const onChange = useCallback((blocks: Block[], meta: { selection?: EditorSelection }) => record(false)(blocks, meta), [record]);

  const step = useCallback(
    (which: 'undo' | 'redo') => {
      if (which === 'undo' ? !hasUndo : !hasRedo) return;
      (which === 'undo' ? undo : redo)();
    },
    [hasUndo, hasRedo, undo, redo],
  );

  const onCanvasKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const which = historyKey(event);
      if (!which) return;
      event.preventDefault();
      event.stopPropagation();
      step(which);
    },
    [step],
  );

  return { blocks: state.blocks, selection: state.selection, onInput, onChange, hasUndo, hasRedo, undo: () => step('undo'), redo: () => step('redo'), onCanvasKeyDown };
}
