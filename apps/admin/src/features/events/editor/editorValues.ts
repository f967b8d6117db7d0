import { UNLIMITED, type EventItem, type EventLocation, type EventPatch } from '@eventory/core';
import { RECURRENCE_FIELDS, recurrenceFromEvent, recurrencePatch } from './recurrence';
import { SCHEDULE_FIELDS, scheduleFromEvent, schedulePayload } from './schedule';
import type { SectionKey } from './sections';
import type { TicketRowValues } from './TicketRow';

/** The sections whose fields are the event's own (RSVP settings are saved elsewhere). */
export type EventSectionKey = Exclude<SectionKey, 'rsvp'>;

/** How one section reads its form values from an event and writes its part of the PUT body. */
interface SectionValues {
  /** The section's field names, dotted, `*` for list indexes: server errors on them show on the field. */
  fields: readonly string[];
  toValues: (event: EventItem) => object;
  /** The PUT body of the section: only its own fields. */
  toPatch: (values: never) => EventPatch;
}

/** The location form values of a stored location, tolerating a malformed one. */
function locationValues(event: EventItem): { location: EventLocation } {
  const stored: Partial<EventLocation> = event.location && typeof event.location === 'object' ? event.location : {};
  const address = typeof stored.address?.address === 'string' ? stored.address.address : '';
  return {
    location: {
      type: stored.type === 'online' ? 'online' : 'offline',
      address: { address },
      url: typeof stored.url === 'string' ? stored.url : '',
    },
  };
}

/** Every event section's values, in sidebar order (SPEC §2 event editor). */
export const SECTION_VALUES: Record<EventSectionKey, SectionValues> = {
  basic: {
    fields: ['title', 'description', 'categories', 'tags'],
    toValues: (event) => ({ title: event.title, description: event.description, categories: event.categories, tags: event.tags }),
    toPatch: (values: { title?: string; description?: string; categories?: number[]; tags?: number[] }) => ({
      title: (values.title ?? '').trim(),
      description: values.description ?? '',
      categories: values.categories ?? [],
      tags: values.tags ?? [],
    }),
  },
  datetime: { fields: SCHEDULE_FIELDS, toValues: scheduleFromEvent, toPatch: schedulePayload },
  location: {
    fields: ['location.type', 'location.address.address', 'location.url'],
    toValues: locationValues,
    // The URL only counts for online events.
    toPatch: ({ location }: { location: EventLocation }) => ({
      location: {
        type: location.type,
        address: { address: (location.address?.address ?? '').trim() },
        url: location.type === 'online' ? (location.url ?? '').trim() : '',
      },
    }),
  },
  tickets: {
    fields: ['ticket_variations.*.name', 'ticket_variations.*.price', 'ticket_variations.*.capacity'],
    toValues: (event) => ({
      ticket_variations: event.ticket_variations.map((v) => ({
        slug: v.slug,
        name: v.name,
        price: v.price,
        capacity: v.capacity === UNLIMITED ? null : v.capacity,
        unlimited: v.capacity === UNLIMITED,
        sold: v.sold,
      })),
    }),
    // Stored variations keep their slug, new ones get one from the server.
    toPatch: (values: { ticket_variations?: TicketRowValues[] }) => ({
      ticket_variations: (values.ticket_variations ?? []).map((row) => ({
        ...(row.slug ? { slug: row.slug } : {}),
        name: (row.name ?? '').trim(),
        price: row.price ?? 0,
        capacity: row.unlimited ? UNLIMITED : (row.capacity ?? 0),
      })),
    }),
  },
  recurrence: { fields: RECURRENCE_FIELDS, toValues: recurrenceFromEvent, toPatch: recurrencePatch },
  speakers: {
    fields: ['speakers', 'organizers'],
    toValues: (event) => ({ speakers: event.speakers, organizers: event.organizers }),
    toPatch: (values: { speakers?: number[]; organizers?: number[] }) => ({ speakers: values.speakers ?? [], organizers: values.organizers ?? [] }),
  },
  schedules: {
    fields: ['schedules'],
    toValues: (event) => ({ schedules: event.schedules }),
    toPatch: (values: { schedules?: number[] }) => ({ schedules: values.schedules ?? [] }),
  },
  templates: {
    fields: ['landing_template', 'ticket_template', 'certificate_template'],
    toValues: (event) => ({
      landing_template: event.landing_template ?? null,
      ticket_template: event.ticket_template ?? null,
      certificate_template: event.certificate_template ?? null,
    }),
    toPatch: (values: { landing_template?: number | null; ticket_template?: number | null; certificate_template?: number | null }) => ({
      landing_template: values.landing_template ?? null,
      ticket_template: values.ticket_template ?? null,
      certificate_template: values.certificate_template ?? null,
    }),
  },
  publish: {
    fields: ['status', 'attendee_list_public', 'attendee_list_show_email'],
    toValues: (event) => ({ status: event.status, attendee_list_public: event.attendee_list_public, attendee_list_show_email: event.attendee_list_show_email }),
    toPatch: (values: { status: EventItem['status']; attendee_list_public?: boolean; attendee_list_show_email?: boolean }) => ({
      status: values.status,
      attendee_list_public: values.attendee_list_public ?? false,
      attendee_list_show_email: values.attendee_list_show_email ?? false,
    }),
  },
};

const EVENT_SECTIONS = Object.keys(SECTION_VALUES) as EventSectionKey[];

/** The field names of every event section, for mapping server errors onto the one editor form. */
export const EDITOR_FIELDS: readonly string[] = EVENT_SECTIONS.flatMap((key) => SECTION_VALUES[key].fields);

/** The editor form's values: every event section's values of `event`, merged. */
export function editorValues(event: EventItem): Record<string, unknown> {
  return Object.assign({}, ...EVENT_SECTIONS.map((key) => SECTION_VALUES[key].toValues(event))) as Record<string, unknown>;
}

const patchOf = (key: EventSectionKey, values: object) => (SECTION_VALUES[key].toPatch as (values: object) => EventPatch)(values);

/** The PUT body of the chosen sections' values. */
export function eventPatch(values: object, keys: readonly EventSectionKey[]): EventPatch {
  return Object.assign({}, ...keys.map((key) => patchOf(key, values))) as EventPatch;
}

/**
 * The sections whose form values differ from `saved`, in sidebar order. Values are compared as the
 * PUT bodies they make, so a change that saves the same (spaces around a title, a URL of an offline
 * event) is no change. A form that holds no values yet (before it mounts) has no changes.
 */
export function changedSections(values: object | undefined, saved: EventItem): EventSectionKey[] {
  if (!values || Object.keys(values).length === 0) return [];
  const stored = editorValues(saved);
  return EVENT_SECTIONS.filter((key) => JSON.stringify(patchOf(key, values)) !== JSON.stringify(patchOf(key, stored)));
}

/** The section a form field (antd name path) belongs to. */
export function sectionOfField(name: readonly (string | number)[]): EventSectionKey | undefined {
  const top = String(name[0]);
  return EVENT_SECTIONS.find((key) => SECTION_VALUES[key].fields.some((field) => field.split('.')[0] === top));
}
