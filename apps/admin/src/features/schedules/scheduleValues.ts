import { i18n } from '@lingui/core';
import type { Dayjs } from 'dayjs';
import type { Schedule, ScheduleInput } from '@eventory/core';
import type { FieldPath } from '../../shared/fieldErrors';
import { formatDate, formatTime, parseDate, parseTime } from '../events/editor/dateTime';

/**
 * The form values of one slot: times as picker values; `id` only for a stored slot. `open` is
 * screen state kept with the slot (so it moves with it): whether its fields are shown. It is
 * never sent.
 */
export interface SlotValues {
  id?: number;
  open?: boolean;
  topic: string;
  start_time: Dayjs | null;
  end_time: Dayjs | null;
  speakers: number[];
  room: string;
  track: string;
  objective: string;
}

/** The form values of a schedule (program). */
export interface ScheduleValues {
  program_title: string;
  date: Dayjs | null;
  day_name: string;
  slots: SlotValues[];
}

/** Programs with at most this many slots open with every slot's fields shown; longer ones (a conference day) show summaries. */
export const OPEN_SLOTS_LIMIT = 12;

/** The client-side message of a slot whose end is not after its start (the server's words too), in the active language. */
export const slotEndMessage = () => i18n._('The slot must end after it starts');

/** The form's fields, dotted with `*` for slot indexes: server errors such as `slots.2.end_time` land on them. */
export const SCHEDULE_FIELDS = [
  'program_title',
  'date',
  'day_name',
  'slots',
  'slots.*.topic',
  'slots.*.start_time',
  'slots.*.end_time',
  'slots.*.speakers',
  'slots.*.room',
  'slots.*.track',
  'slots.*.objective',
] as const;

/** A new, empty slot, with its fields shown. */
export function emptySlot(): SlotValues {
  return { open: true, topic: '', start_time: null, end_time: null, speakers: [], room: '', track: '', objective: '' };
}

/** The form values of a stored schedule, or of a new one. */
export function toValues(schedule?: Schedule): ScheduleValues {
  if (!schedule) return { program_title: '', date: null, day_name: '', slots: [] };
  return {
    program_title: schedule.program_title,
    date: parseDate(schedule.date),
    day_name: schedule.day_name,
    slots: schedule.slots.map((slot) => ({
      id: slot.id,
      open: schedule.slots.length <= OPEN_SLOTS_LIMIT,
      topic: slot.topic,
      start_time: parseTime(slot.start_time),
      end_time: parseTime(slot.end_time),
      speakers: slot.speakers,
      room: slot.room,
      track: slot.track,
      objective: slot.objective,
    })),
  };
}

/**
 * The create/update body of validated form values. Slots keep their order, and stored slots
 * their id, so the server updates them in place (keeping their import keys).
 */
export function toInput(values: ScheduleValues): ScheduleInput {
  return {
    program_title: values.program_title.trim(),
    date: formatDate(values.date) ?? '',
    day_name: (values.day_name ?? '').trim(),
    slots: (values.slots ?? []).map((slot) => ({
      ...(slot.id ? { id: slot.id } : {}),
      topic: slot.topic.trim(),
      start_time: formatTime(slot.start_time) ?? '',
      end_time: formatTime(slot.end_time) ?? '',
      speakers: slot.speakers ?? [],
      room: (slot.room ?? '').trim(),
      track: (slot.track ?? '').trim(),
      objective: slot.objective ?? '',
    })),
  };
}

/** True when a slot's end is after its start, or either time is still empty (required rules report that). */
export function endsAfterStart(start: Dayjs | null | undefined, end: Dayjs | null | undefined): boolean {
  const from = formatTime(start);
  const to = formatTime(end);
  return from === null || to === null || to > from;
}

/** True when removing the slot would lose something the user entered. */
export function slotHasContent(slot: Partial<SlotValues> | undefined): boolean {
  if (!slot) return false;
  const texts = [slot.topic, slot.room, slot.track, slot.objective];
  return texts.some((text) => (text ?? '').trim() !== '') || !!slot.start_time || !!slot.end_time || (slot.speakers ?? []).length > 0;
}

/** One line about a slot for its collapsed card: `09:00–09:45 · Topic · Room · 2 speakers`. */
export function slotSummary(slot: Partial<SlotValues> | undefined): string {
  const times = `${formatTime(slot?.start_time) ?? '--:--'}–${formatTime(slot?.end_time) ?? '--:--'}`;
  const speakers = (slot?.speakers ?? []).length;
  const parts = [times, (slot?.topic ?? '').trim() || i18n._('No topic yet'), (slot?.room ?? '').trim(), speakers > 0 ? i18n._('{count, plural, one {# speaker} other {# speakers}}', { count: speakers }) : ''];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The client-side problems of every slot, shown or not (the form only checks the fields on
 * screen): a topic, both times, and an end after the start.
 * @returns field errors for antd `form.setFields`, in slot order
 */
export function slotProblems(slots: Partial<SlotValues>[]): { name: FieldPath; errors: string[] }[] {
  const problems: { name: FieldPath; errors: string[] }[] = [];
  slots.forEach((slot, index) => {
    const add = (field: keyof SlotValues, message: string) => problems.push({ name: ['slots', index, field], errors: [message] });
    if (!(slot.topic ?? '').trim()) add('topic', i18n._('Give the slot a topic'));
    if (!slot.start_time) add('start_time', i18n._('Give a start time'));
    if (!slot.end_time) add('end_time', i18n._('Give an end time'));
    else if (!endsAfterStart(slot.start_time, slot.end_time)) add('end_time', slotEndMessage());
  });
  return problems;
}

/** The indexes of the slots a server error names (`slots.2.end_time` → 2), without repeats. */
export function errorSlotIndexes(errors: Record<string, string>): number[] {
  const indexes = Object.keys(errors).flatMap((key) => {
    const match = /^slots\.(\d+)(\.|$)/.exec(key);
    return match ? [Number(match[1])] : [];
  });
  return [...new Set(indexes)];
}
