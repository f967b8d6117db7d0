/**
 * Whether the keyboard focus is nowhere: on the page's body, or on an element a render removed
 * (browsers leave it there without a blur). Where it is, the next Tab starts again at the top of
 * the page, so the screens put it back somewhere sensible (issue #9 §3, keyboard walks).
 */
export function focusIsNowhere(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** Focuses an element by id once a list has re-rendered (after React commits the change that adds it). */
export function focusLater(id: string): void {
  window.setTimeout(() => document.getElementById(id)?.focus());
}
