/** The element antd scrolls a wide table in (Table with `scroll.x`). */
const SCROLLER = '.ant-table-content';

/** Makes the scroller a keyboard stop while it scrolls sideways, and a plain box again when it fits. */
function update(scroller: HTMLElement): void {
  const scrolls = scroller.scrollWidth > scroller.clientWidth;
  const marked = scroller.dataset.keyboardScroll === 'on';
  if (scrolls && !marked) {
    scroller.dataset.keyboardScroll = 'on';
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', 'Table (scrolls sideways)');
  } else if (!scrolls && marked) {
    delete scroller.dataset.keyboardScroll;
    scroller.removeAttribute('tabindex');
    scroller.removeAttribute('role');
    scroller.removeAttribute('aria-label');
  }
}

/**
 * Keeps every table under `container` that scrolls sideways (a phone, issue #9 §3) reachable by
 * keyboard: while it overflows its scroller is a focusable, labelled region, so arrow keys scroll
 * it even when its rows hold nothing focusable (WCAG 2.1.1, axe "scrollable-region-focusable").
 * Watches the DOM and the window size; call once.
 */
export function keepScrollingTablesFocusable(container: HTMLElement): void {
  const updateAll = () => container.querySelectorAll<HTMLElement>(SCROLLER).forEach(update);
  new MutationObserver(updateAll).observe(container, { childList: true, subtree: true });
  window.addEventListener('resize', updateAll);
}
