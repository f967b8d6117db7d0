import { lazy, useEffect, useState } from 'react';

/** The panels' contents (panelContents.tsx), one request; the module system keeps the promise. */
const loadPanelContents = () => import('./panelContents');

/** The dialogs the header opens (Preview, 'Edit Template Design'), requested with the panels. */
const loadPreviewModal = () => import('../PreviewFrameModal');
const loadEventPicker = () => import('./EventPickerModal');

export const LazyInserter = lazy(() => loadPanelContents().then((m) => ({ default: m.Inserter })));
export const LazyListView = lazy(() => loadPanelContents().then((m) => ({ default: m.ListView })));
export const LazyBlockInspector = lazy(() => loadPanelContents().then((m) => ({ default: m.BlockInspector })));
export const LazyBodySettings = lazy(() => loadPanelContents().then((m) => ({ default: m.BodySettings })));
export const LazyPreviewFrameModal = lazy(() => loadPreviewModal().then((m) => ({ default: m.PreviewFrameModal })));
export const LazyEventPickerModal = lazy(() => loadEventPicker().then((m) => ({ default: m.EventPickerModal })));

/** Longest wait for an idle moment before the deferred chunks are requested anyway, ms. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Requests the panels' and dialogs' chunks once the editor has painted and the main thread is idle
 * (the canvas is up and takes typing), so the canvas does not wait for them and a panel opened
 * later does not either. Browsers without requestIdleCallback wait for the next task instead.
 */
export function useDeferredPanels(): void {
  useEffect(() => {
    const load = () => void Promise.all([loadPanelContents(), loadPreviewModal(), loadEventPicker()]);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(load);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * True from the first render where `open` is: a lazily loaded dialog is mounted only once it is
 * first opened (mounting it closed would request its chunk before the canvas), then stays mounted
 * so it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
