import { i18n } from '@lingui/core';
import './scrollableTables.css';

/** The element antd scrolls a wide table in (Table with `scroll.x`). */
const SCROLLER = '.ant-table-content';

/**
 * Says on the scroller which of its sides have more of the table beyond them (`data-more`: 'start',
 * 'end' or both, logical sides, so right to left too), for the edge shadows of scrollableTables.css:
 * on a phone a table cut at the screen's edge looked complete (walks of issue #9).
 */
function markEdges(scroller: HTMLElement): void {
  const hidden = scroller.scrollWidth - scroller.clientWidth;
  // Right to left, scrollLeft runs from 0 to -hidden.
  const scrolled = Math.abs(scroller.scrollLeft);
  const more = [scrolled > 1 ? 'start' : '', scrolled < hidden - 1 ? 'end' : ''].filter(Boolean).join(' ');
  if (more) scroller.dataset.more = more;
  else delete scroller.dataset.more;
}

const onScroll = (event: Event) => markEdges(event.currentTarget as HTMLElement);

/** Makes the scroller a keyboard stop while it scrolls sideways, and a plain box again when it fits; its edges marked either way. */
function update(scroller: HTMLElement): void {
  const scrolls = scroller.scrollWidth > scroller.clientWidth;
  const marked = scroller.dataset.keyboardScroll === 'on';
  if (scrolls && !marked) {
    scroller.dataset.keyboardScroll = 'on';
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', i18n._('Table (scrolls sideways)'));
    scroller.addEventListener('scroll', onScroll, { passive: true });
  } else if (!scrolls && marked) {
    delete scroller.dataset.keyboardScroll;
    scroller.removeAttribute('tabindex');
    scroller.removeAttribute('role');
    scroller.removeAttribute('aria-label');
    scroller.removeEventListener('scroll', onScroll);
  }
  markEdges(scroller);
}

/**
 * Keeps every table under `container` that scrolls sideways (a phone, issue #9 §3) reachable by
 * keyboard: while it overflows its scroller is a focusable, labelled region, so arrow keys scroll
 * it even when its rows hold nothing focusable (WCAG 2.1.1, axe "scrollable-region-focusable").
 * New scrollers are found as the DOM changes; a scroller and its table are then watched for size
 * changes, whose callbacks run after layout, so nothing here forces a layout while React renders
 * (reading `scrollWidth` on every DOM change did, several times before the first row). Call once.
 */
export function keepScrollingTablesFocusable(container: HTMLElement): void {
  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const scroller = entry.target.closest<HTMLElement>(SCROLLER);
      if (scroller) update(scroller);
    }
  });
  const watched = new Set<Element>();
  const watch = (element: Element | null) => {
    if (!element || watched.has(element)) return;
    watched.add(element);
    sizes.observe(element);
  };
  new MutationObserver(() => {
    for (const element of watched) {
      if (element.isConnected) continue;
      sizes.unobserve(element);
      watched.delete(element);
    }
    for (const scroller of container.querySelectorAll<HTMLElement>(SCROLLER)) {
      watch(scroller);
      watch(scroller.firstElementChild);
    }
  }).observe(container, { childList: true, subtree: true });
}
