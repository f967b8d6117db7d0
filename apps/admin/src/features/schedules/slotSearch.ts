import { slotSummary, type SlotValues } from './scheduleValues';

/** Slots per page of the slot editor: a 470-slot conference day mounts 50 cards at a time. */
export const SLOTS_PER_PAGE = 50;

/**
 * Whether a slot matches the slot editor's search: every word of `term` (case-insensitive)
 * appears in its times, topic, room or track. An empty term matches every slot.
 */
export function slotMatches(slot: Partial<SlotValues> | undefined, term: string): boolean {
  const words = term.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${slotSummary(slot)} ${slot?.track ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The 1-based page of the item at `position` of a list paged by {@link SLOTS_PER_PAGE}. */
export const pageOf = (position: number) => Math.floor(Math.max(0, position) / SLOTS_PER_PAGE) + 1;
