/**
 * The Schedules widget's client script (served as `/static/widgets/schedules.js`, loaded only by
 * pages with a Schedules widget whose sessions are in two rooms or more): shows each widget's room
 * filter (server-rendered, hidden without JavaScript) and, when a room is chosen, hides the other
 * rooms' sessions; a day left without a session says so. The whole programme shows again with
 * 'All rooms'.
 */

/** Wires one widget's room filter; idempotent (a page with two such widgets loads the script twice). */
export function mountRoomFilter(filter: HTMLElement): void {
  if (filter.dataset.ewMounted) return;
  filter.dataset.ewMounted = 'yes';
  const widget = filter.closest('.ew-schedules');
  const select = filter.querySelector('select');
  if (!widget || !select) return;
  const apply = () => {
    const room = select.value;
    widget.querySelectorAll<HTMLOListElement>('ol.ew-slots').forEach((list) => {
      let shown = 0;
      for (const slot of Array.from(list.children) as HTMLElement[]) {
        slot.hidden = room !== '' && slot.dataset.room !== room;
        if (!slot.hidden) shown++;
      }
      const empty = list.nextElementSibling;
      if (empty instanceof HTMLElement && empty.classList.contains('ew-room-empty')) empty.hidden = shown > 0;
    });
  };
  select.addEventListener('change', apply);
  filter.hidden = false;
  // A choice the browser kept from before a reload applies at once.
  apply();
}

document.querySelectorAll<HTMLElement>('[data-ew-room-filter]').forEach(mountRoomFilter);
