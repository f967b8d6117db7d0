import { createContext, useContext } from 'react';
import { sampleEventFacts, type EventFacts } from './previewValues';

/** What the canvas's event blocks show: the chosen event's facts (`live`), else the sample event's. */
export interface EditorEvent {
  facts: EventFacts;
  live: boolean;
}

/**
 * The event of the canvas, given by the template editor (usePreviewEventFacts): the one chosen for
 * an event template once loaded, else the sample event in the admin's locale and the site's
 * currency. Outside an editor, the sample event in US English.
 */
export const EditorEventContext = createContext<EditorEvent>({ facts: sampleEventFacts({ locale: 'en-US', currency: 'USD' }), live: false });

/** The event the event blocks show: the chosen one (`live`), else the sample event. */
export function useEditorEvent(): EditorEvent {
  return useContext(EditorEventContext);
}
