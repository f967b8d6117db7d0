import type { EventItem } from '@eventory/core';

/** The editor's sidebar sections, in order; `key` is the route's `:section`. */
export const SECTIONS = [
  { key: 'basic', label: 'Basic info' },
  { key: 'datetime', label: 'Date & time' },
  { key: 'location', label: 'Location' },
  { key: 'tickets', label: 'Tickets' },
  { key: 'recurrence', label: 'Recurrence' },
  { key: 'speakers', label: 'Speakers' },
  { key: 'schedules', label: 'Schedules' },
  { key: 'rsvp', label: 'RSVP' },
  { key: 'templates', label: 'Templates' },
  { key: 'publish', label: 'Publish' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

/** Props of every section component: the loaded event. */
export interface SectionProps {
  event: EventItem;
}

/** True when the route segment names a section. */
export function isSectionKey(value: string | undefined): value is SectionKey {
  return SECTIONS.some((section) => section.key === value);
}

/** The editor route of an event's section. */
export function editorPath(id: number, section: SectionKey): string {
  return `/events/create/${id}/${section}`;
}
