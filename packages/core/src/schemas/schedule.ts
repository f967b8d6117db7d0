import { z } from 'zod';
import { bodyId, dateString, idParam, pagingQuery, timeString } from './common.js';
import { speakerIds } from './speaker.js';

/**
 * One slot of a program (REFERENCE "Schedule"): times are `HH:mm` local to the program's date.
 * `id`, when it names a slot of the schedule being updated, keeps that slot (its id and import
 * key) instead of making a new one; any other id is ignored.
 */
export const scheduleSlot = z
  .object({
    id: bodyId.optional(),
    topic: z.string({ message: /*i18n*/ 'Give the slot a topic' }).trim().min(1, /*i18n*/ 'Give the slot a topic').max(500),
    start_time: timeString,
    end_time: timeString,
    speakers: speakerIds,
    room: z.string().trim().max(200).default(''),
    objective: z.string().max(20_000).default(''),
    track: z.string().trim().max(200).default(''),
  })
  .refine((s) => s.end_time > s.start_time, { message: /*i18n*/ 'The slot must end after it starts', path: ['end_time'] });

/** Schedule (program) create/update body (SPEC §3 Schedule, issue #3). Slots keep their order. */
export const scheduleInput = z.object({
  program_title: z.string({ message: /*i18n*/ 'Program title is required' }).trim().min(1, /*i18n*/ 'Program title is required').max(300),
  date: dateString,
  day_name: z.string().trim().max(100).default(''),
  slots: z.array(scheduleSlot).max(1000, /*i18n*/ 'At most 1000 slots in one program').default([]),
});
export type ScheduleInput = z.input<typeof scheduleInput>;
export type ScheduleInputParsed = z.output<typeof scheduleInput>;

/** Schedule list query (SPEC §7 "List schedules"). */
export const scheduleListQuery = pagingQuery.extend({
  year: z.coerce.number({ message: /*i18n*/ 'year must be a number' }).int().min(1900).max(9999).optional(),
  search: z.string().trim().max(200, /*i18n*/ 'Keep the search under 200 characters').optional(),
  event_id: idParam.optional(),
});
export type ScheduleListQuery = z.output<typeof scheduleListQuery>;

export interface ScheduleSlot {
  /** The slot's own id; send it back on update to keep the slot. */
  id: number;
  topic: string;
  start_time: string;
  end_time: string;
  speakers: number[];
  room: string;
  objective: string;
  track: string;
}

/** A schedule on the wire (list items carry the same shape). */
export interface Schedule {
  id: number;
  program_title: string;
  date: string;
  day_name: string;
  slots: ScheduleSlot[];
  /** Events this program is attached to. */
  events: number[];
}
