import type { EventItem, MessageDescriptor } from '@eventory/core';

/** The editor's sidebar sections, in order; `key` is the route's `:section`. */
export const SECTIONS = [
  { key: 'basic', label: /*i18n*/ { id: 'Basic info' } },
  { key: 'datetime', label: /*i18n*/ { id: 'Date & time' } },
  { key: 'location', label: /*i18n*/ { id: 'Location' } },
  { key: 'tickets', label: /*i18n*/ { id: 'Tickets' } },
  { key: 'recurrence', label: /*i18n*/ { id: 'Recurrence' } },
  { key: 'speakers', label: /*i18n*/ { id: 'Speakers' } },
  { key: 'schedules', label: /*i18n*/ { id: 'Schedules' } },
  { key: 'rsvp', label: /*i18n*/ { id: 'RSVP' } },
  { key: 'templates', label: /*i18n*/ { id: 'Templates' } },
  { key: 'publish', label: /*i18n*/ { id: 'Publish' } },
] as const satisfies readonly { key: string; label: MessageDescriptor }[];

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
