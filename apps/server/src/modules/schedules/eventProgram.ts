import type { EventItem } from '@eventory/core';
import type { DB } from '../../db/database.js';
import * as repo from './repository.js';

/** A speaker or organizer as the public event page shows them; `slug` names `/speaker/<slug>`. */
export type PersonCard = repo.SpeakerCardRow;

export interface ProgramSlot {
  id: number;
  topic: string;
  /** `HH:mm` on the program's date. */
  start_time: string;
  end_time: string;
  room: string;
  track: string;
  objective: string;
  speakers: PersonCard[];
}

/** One program (day) of an event, with its slots in order. */
export interface ProgramDay {
  program_title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  day_name: string;
  slots: ProgramSlot[];
}

/** What the public event page shows besides the event itself. */
export interface EventProgram {
  speakers: PersonCard[];
  organizers: PersonCard[];
  /** Ordered by date, then by the event's own order of its schedules. */
  programs: ProgramDay[];
}

/**
 * The speakers, organizers and programs of an event (issue #3 "the public event page shows its
 * programs and speakers"), in four queries whatever their number. Ids that no longer exist are
 * left out.
 */
export async function loadEventProgram(db: DB, event: Pick<EventItem, 'speakers' | 'organizers' | 'schedules'>): Promise<EventProgram> {
  const order = new Map(event.schedules.map((id, index) => [id, index]));
  const schedules = (await repo.findSchedules(db, event.schedules)).sort(
    (a, b) => a.date.localeCompare(b.date) || order.get(a.id)! - order.get(b.id)!,
  );
  const slots = await repo.loadSlots(db, schedules.map((s) => s.id));
  const slotSpeakers = [...slots.values()].flat().flatMap((slot) => slot.speakers);
  const cards = await repo.speakerCards(db, [...new Set([...event.speakers, ...event.organizers, ...slotSpeakers])]);
  const people = (ids: number[]) => ids.flatMap((id) => cards.get(id) ?? []);
  return {
    speakers: people(event.speakers),
    organizers: people(event.organizers),
    programs: schedules.map((s) => ({
      program_title: s.program_title,
      date: s.date,
      day_name: s.day_name,
      slots: (slots.get(s.id) ?? []).map((slot) => ({ ...slot, speakers: people(slot.speakers) })),
    })),
  };
}
