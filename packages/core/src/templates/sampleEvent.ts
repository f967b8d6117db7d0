import type { EventItem } from '../schemas/event.js';
import { utcToZoned } from '../timezone.js';

const DAY_MS = 86_400_000;

/**
 * The sample event of template previews and of the builder's canvas (issue #10 §5 "clearly marked
 * sample values"), one for both so the designer sees on the canvas what the Preview shows: a
 * two-day conference in Lisbon starting 30 days after `now` (ms since the epoch, UTC), 09:00–17:00,
 * with two ticket variations. `link` is its page's address (the site's, on the server).
 */
export function sampleEvent(now: number, link = ''): EventItem {
  const start = utcToZoned(now + 30 * DAY_MS, 'UTC').date;
  const end = utcToZoned(now + 31 * DAY_MS, 'UTC').date;
  return {
    id: 0,
    title: 'Annual Design Conference',
    slug: 'sample-event',
    description: '<p>Two days of talks, workshops and conversations about design systems, accessibility and the craft of building products people love.</p>',
    start_date: start,
    end_date: end,
    start_time: '09:00',
    end_time: '17:00',
    timezone: 'Europe/Lisbon',
    status: 'publish',
    event_status: 'upcoming',
    start_at: `${start}T09:00:00.000Z`,
    end_at: `${end}T17:00:00.000Z`,
    location: { type: 'offline', address: { address: '12 Harbour Street, Lisbon' }, url: '' },
    parent: 0,
    recurring_enabled: 'no',
    recurrence: null,
    sold_tickets: 128,
    total_ticket: 300,
    link,
    certificate_template: null,
    landing_template: null,
    ticket_template: null,
    attendee_list_show_email: false,
    attendee_list_public: false,
    categories: [],
    tags: [],
    ticket_variations: [
      { slug: 'general', name: 'General Admission', price: 49, capacity: 250, sold: 110 },
      { slug: 'vip', name: 'VIP', price: 149, capacity: 50, sold: 18 },
    ],
    speakers: [],
    organizers: [],
    schedules: [],
    created_at: new Date(now).toISOString(),
    updated_at: new Date(now).toISOString(),
  };
}
