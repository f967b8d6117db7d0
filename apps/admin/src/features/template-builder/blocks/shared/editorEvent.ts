import { createContext, useContext } from 'react';
import { SAMPLE_EVENT_FACTS, type EventFacts } from './previewValues';

/**
 * The facts of the event chosen for an event template, once loaded; undefined without one (and
 * in certificate and ticket templates), when the event blocks show the sample event.
 */
export const EditorEventContext = createContext<EventFacts | undefined>(undefined);

/** The event the event blocks show: the chosen one (`live`), else the sample event. */
export function useEditorEvent(): { facts: EventFacts; live: boolean } {
  const facts = useContext(EditorEventContext);
  return facts ? { facts, live: true } : { facts: SAMPLE_EVENT_FACTS, live: false };
}
