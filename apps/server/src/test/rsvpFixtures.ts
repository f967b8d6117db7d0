import type { RsvpSettingsInput } from '@eventory/core';
import type { Client } from './harness.js';

/** Test code only: creates an event through the API and answers its id. */
export async function createEvent(client: Client, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await client.request('POST', '/api/v2/events', { title: 'Launch party', start_date: '2031-05-01', start_time: '18:00', status: 'publish', ...fields });
  if (res.statusCode !== 201) throw new Error(`event not created: ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** Test code only: saves an event's RSVP settings (enabled, unlimited, 5 per response unless given). */
export async function saveRsvpSettings(client: Client, eventId: number, settings: Partial<RsvpSettingsInput> = {}) {
  const res = await client.request('PUT', `/api/v2/event/${eventId}/rsvp`, { enabled: true, limit: -1, guests_per_response: 5, ...settings });
  if (res.statusCode !== 200) throw new Error(`settings not saved: ${res.body}`);
  return res.json();
}

/** Test code only: a registration body for an event. */
export const answer = (eventId: number, fields: Record<string, unknown> = {}) => ({
  event_id: eventId,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  number_of_attendees: 1,
  status: 'going',
  ...fields,
});
