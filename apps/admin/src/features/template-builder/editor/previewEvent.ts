/** Local storage key of the map template id → preview event id (SPEC §3 "Local browser storage"). */
export const PREVIEW_EVENTS_KEY = 'eventory.templatePreviewEvents';

function readMap(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREVIEW_EVENTS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The event chosen to preview an event template with, or undefined when none was chosen yet. */
export function storedPreviewEvent(templateId: number): number | undefined {
  const id = readMap()[String(templateId)];
  return typeof id === 'number' && id > 0 ? id : undefined;
}

/** Remembers the preview event of a template in this browser. */
export function storePreviewEvent(templateId: number, eventId: number): void {
  localStorage.setItem(PREVIEW_EVENTS_KEY, JSON.stringify({ ...readMap(), [String(templateId)]: eventId }));
}
