import { useEffect } from 'react';
import wholeStylesheet from 'antd/dist/antd.css?url';

/** The custom property the first-screen subset of antd's stylesheet ends with (apps/admin/antdFirstScreenCss.ts). */
const FIRST_SCREEN_MARKER = '--eventory-antd-first-screen';

/** The element (a `<link>`, or a `<style>` in development) of the first-screen subset's sheet, if found. */
function firstScreenSheetOwner(): Element | null {
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      const last = sheet.cssRules[sheet.cssRules.length - 1];
      if (last instanceof CSSStyleRule && last.style.getPropertyValue(FIRST_SCREEN_MARKER) !== '') return sheet.ownerNode as Element | null;
    } catch {
      // A sheet of another origin cannot be read: not ours.
    }
  }
  return null;
}

let whole: Promise<void> | null = null;

/**
 * Loads antd's whole stylesheet (every component), once; settles when it has loaded or failed.
 * The page starts with only the first screen's part of it (main.tsx), which keeps the events
 * list's first rows from waiting for ~1 MB of CSS. The whole sheet goes right after that part, so
 * antd's rules keep their order among themselves (the subset's are the same rules, earlier) and
 * the admin's own stylesheets, which come later, still override them.
 */
export function loadAntdStyles(): Promise<void> {
  whole ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = wholeStylesheet;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    const subset = firstScreenSheetOwner();
    if (subset) subset.after(link);
    else document.head.prepend(link);
  });
  return whole;
}

/**
 * `load` (a lazy module's import) that also waits for antd's whole stylesheet: for code split off
 * the first screen (other screens, the date picker), whose components would otherwise show
 * unstyled for a moment.
 */
export function withAntdStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAntdStyles()]).then(([module]) => module);
}

/**
 * Loads antd's whole stylesheet after the frame that follows the calling component's first render
 * has been painted (the callback of requestAnimationFrame runs just before that paint, its
 * timeout after it): parsing ~1 MB of CSS then does not hold back what that frame shows.
 */
export function useAntdStylesAfterPaint(): void {
  useEffect(() => {
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => void loadAntdStyles());
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
}
