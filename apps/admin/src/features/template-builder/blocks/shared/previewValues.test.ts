import { describe, expect, it } from 'vitest';
import type { EventItem } from '@eventory/core';
import { inGerman } from '../../../../test/inGerman';
import { eventFacts, sampleEventFacts } from './previewValues';

const event = (over: Partial<EventItem>): EventItem =>
  ({
    title: 'Porto Product Summit',
    description: '<p>Talks.</p>',
    start_date: '2030-05-01',
    end_date: '2030-05-02',
    start_time: '10:00',
    end_time: '18:30',
    timezone: 'Europe/Lisbon',
    start_at: '2030-05-01T09:00:00.000Z',
    location: { type: 'offline', address: { address: '1 Quay Road, Porto' }, url: '' },
    ticket_variations: [
      { slug: 'std', name: 'Standard', price: 120, capacity: 10, sold: 0 },
      { slug: 'crew', name: 'Crew', price: 0, capacity: 5, sold: 0 },
    ],
    ...over,
  }) as EventItem;

describe("the event a landing template's canvas shows (issue #10 §4)", () => {
  it("words the chosen event's title, dates, place and tickets as its public page does", () => {
    expect(eventFacts(event({}), { locale: 'en-US', currency: 'EUR' })).toEqual({
      title: 'Porto Product Summit',
      date: 'May 1, 2030 – May 2, 2030',
      time: '10:00 AM – 6:30 PM',
      timezone: 'Europe/Lisbon',
      location: '1 Quay Road, Porto',
      description: '<p>Talks.</p>',
      startAt: '2030-05-01T09:00:00.000Z',
      tickets: [
        { name: 'Standard', price: '€120.00' },
        { name: 'Crew', price: 'Free' },
      ],
    });
  });

  it("says 'Online' for an online event without a link and 'Free' for a ticket without a price, in the admin's language", () => {
    const online = event({ location: { type: 'online', address: { address: '' }, url: '' } });
    expect(eventFacts(online, { locale: 'en-US', currency: 'EUR' }).location).toBe('Online');
    expect(inGerman(() => eventFacts(online, { locale: 'de-DE', currency: 'EUR' }).tickets[1]?.price)).toBe('Kostenlos');
  });

  it('has the Preview\'s sample event, dated 30 days from today, in the given locale and currency, its countdown fixed', () => {
    const now = Date.UTC(2026, 10, 29, 12);
    expect(sampleEventFacts({ locale: 'en-US', currency: 'USD' }, now)).toMatchObject({
      title: 'Annual Design Conference',
      location: '12 Harbour Street, Lisbon',
      date: 'Dec 29, 2026 – Dec 30, 2026',
      time: '9:00 AM – 5:00 PM',
      startAt: '',
      tickets: [
        { name: 'General Admission', price: '$49.00' },
        { name: 'VIP', price: '$149.00' },
      ],
    });
    expect(sampleEventFacts({ locale: 'de-DE', currency: 'EUR' }, now).tickets[0]?.price).toBe('49,00\u00a0€');
  });
});
