import { LG_AND_UP, useMediaQuery } from './useWideScreen';

const SCROLL_WHEN_NARROW = { x: 'max-content' } as const;
const NO_SCROLL = {};

/**
 * A list table's sideways scrolling: only below antd's lg breakpoint, where it may not fit. From lg
 * up (`fits`) the table is a plain one, whose long texts wrap in their cells: a `max-content` table
 * put each text on one line, so a long name pushed the row actions off a 1440 px screen (walk of
 * 30 Nov 2026), and it measured every column after rendering (hidden cells, forced layouts).
 */
export function useTableScroll(): { fits: boolean; scroll: typeof SCROLL_WHEN_NARROW | typeof NO_SCROLL } {
  const fits = useMediaQuery(LG_AND_UP);
  return { fits, scroll: fits ? NO_SCROLL : SCROLL_WHEN_NARROW };
}
