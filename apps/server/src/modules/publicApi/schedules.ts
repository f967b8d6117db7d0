import type { PublicSchedule } from '@eventory/widgets';
import type { DB } from '../../db/database.js';
import { PUBLIC_MAX_LIMIT, type PublicOrder } from './repository.js';

/**
 * Day programs for the Schedules widget and `/api/public/v1/schedules`: titles, dates, sessions
 * (topic, times, room, objective) and their speakers' names and pages only. Ordered by date.
 */
export async function publicSchedules(db: DB, q: { ids?: number[]; order: PublicOrder }, siteUrl: string): Promise<PublicSchedule[]> {
  let query = db.selectFrom('schedules').select(['id', 'program_title', 'date', 'day_name']);
  if (q.ids?.length) query = query.where('id', 'in', q.ids);
  const direction = q.order === 'ASC' ? 'asc' : 'desc';
  const schedules = await query.orderBy('date', direction).orderBy('id', direction).limit(PUBLIC_MAX_LIMIT).execute();
  if (schedules.length === 0) return [];
  const slots = await db
    .selectFrom('schedule_slots')
    .select(['id', 'schedule_id', 'topic', 'start_time', 'end_time', 'room', 'objective'])
    .where(
      'schedule_id',
      'in',
      schedules.map((s) => s.id),
    )
    .orderBy('schedule_id')
    .orderBy('position')
    .execute();
  const speakers = slots.length
    ? await db
        .selectFrom('slot_speakers')
        .innerJoin('speakers', 'speakers.id', 'slot_speakers.speaker_id')
        .select(['slot_speakers.slot_id', 'speakers.id', 'speakers.name', 'speakers.slug'])
        .where(
          'slot_id',
          'in',
          slots.map((s) => s.id),
        )
        .orderBy('slot_speakers.position')
        .execute()
    : [];
  return schedules.map((s) => ({
    id: s.id,
    title: s.program_title,
    date: s.date,
    dayName: s.day_name,
    slots: slots
      .filter((slot) => slot.schedule_id === s.id)
      .map((slot) => ({
        id: slot.id,
        topic: slot.topic,
        startTime: slot.start_time,
        endTime: slot.end_time,
        room: slot.room,
        objective: slot.objective,
        speakers: speakers.filter((p) => p.slot_id === slot.id).map((p) => ({ id: p.id, name: p.name, url: `${siteUrl}/speaker/${encodeURIComponent(p.slug)}` })),
      })),
  }));
}
