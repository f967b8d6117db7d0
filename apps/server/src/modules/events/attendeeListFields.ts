/**
 * An event's public attendee list settings (issue #11), stored as 0/1 columns, booleans on the wire:
 * - `attendee_list_public`: the event's public page lists who attends, by name (the front-end
 *   attendee list container, SPEC §2 "Front-end mount"), and the public API answers those names;
 * - `attendee_list_show_email`: the Attendee List widget may show emails where its shortcode asks.
 * Both are off by default; occurrences of a recurring event share their parent's.
 */
export const ATTENDEE_LIST_FIELDS = ['attendee_list_public', 'attendee_list_show_email'] as const;
export type AttendeeListField = (typeof ATTENDEE_LIST_FIELDS)[number];

/** The settings as the columns store them (1 on, 0 off). */
export function attendeeListColumns(source: Partial<Record<AttendeeListField, boolean | undefined>>): Record<AttendeeListField, number> {
  return { attendee_list_public: source.attendee_list_public ? 1 : 0, attendee_list_show_email: source.attendee_list_show_email ? 1 : 0 };
}

/** The settings of a stored row, as the wire has them. */
export function attendeeListSettings(row: Record<AttendeeListField, number | string>): Record<AttendeeListField, boolean> {
  return { attendee_list_public: Number(row.attendee_list_public) === 1, attendee_list_show_email: Number(row.attendee_list_show_email) === 1 };
}
