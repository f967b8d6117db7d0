import { sampleEvent } from '@eventory/core';
import type { PersonCard } from '../../modules/schedules/eventProgram.js';
import type { AttendeeRenderData, EventRenderData } from '../types.js';

const person = (id: number, name: string, designation: string): PersonCard => ({ id, name, slug: `sample-${id}`, designation, image: '' });

/**
 * The sample event previews use when no event is chosen (issue #10 §5 "clearly marked sample
 * values"): core's {@link sampleEvent} (the builder's canvas shows the same), with a programme,
 * speakers, an organizer and attendees, so every dynamic block shows what it will look like.
 */
export function sampleEventData(siteUrl: string, now = Date.now()): EventRenderData {
  const ada = person(-1, 'Ada Moreno', 'Head of Design, Northwind');
  const kai = person(-2, 'Kai Tanaka', 'Principal Engineer, Contoso');
  const org = person(-3, 'Lisbon Design Guild', 'Organizer');
  const event = sampleEvent(now, `${siteUrl}/`);
  const { start_date: start, end_date: end } = event;
  const slot = (id: number, start_time: string, end_time: string, topic: string, speakers: PersonCard[]) => ({ id, topic, start_time, end_time, room: 'Main hall', track: '', objective: '', speakers });
  return {
    event,
    program: {
      speakers: [ada, kai],
      organizers: [org],
      programs: [
        { program_title: 'Day one', date: start, day_name: 'Day 1', slots: [slot(-1, '09:30', '10:15', 'Opening keynote: designing for everyone', [ada]), slot(-2, '10:30', '11:30', 'Design tokens at scale', [kai])] },
        { program_title: 'Day two', date: end, day_name: 'Day 2', slots: [slot(-3, '10:00', '12:00', 'Workshop: accessible components', [ada, kai])] },
      ],
    },
    categories: [{ id: -1, name: 'Conference' }],
    tags: [{ id: -1, name: 'Design' }, { id: -2, name: 'Accessibility' }],
    attendees: [
      { name: 'Jordan Rivera', email: 'jordan@example.com' },
      { name: 'Sam Okafor', email: 'sam@example.com' },
      { name: 'Mia Chen', email: 'mia@example.com' },
    ],
    attendeeCount: 3,
    rsvp: null,
    occurrences: [],
    related: [],
  };
}

/** The sample attendee of ticket and certificate previews. */
export const SAMPLE_ATTENDEE: AttendeeRenderData = {
  ticket_id: 'TKT-4F7A2C91',
  name: 'Jordan Rivera',
  email: 'jordan@example.com',
  phone: '+351 912 345 678',
  ticket_name: 'General Admission',
  ticket_price: 49,
  payment_status: 'completed',
  ticket_status: 'unused',
  extra_fields: { Company: 'Acme Studio', Seat: 'Row C, Seat 12' },
};
