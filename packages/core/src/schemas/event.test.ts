import { describe, expect, it } from 'vitest';
import { eventInput, eventListQuery, eventPatch, recurrenceRule, repeatedTicketNames } from './event.js';

const base = { title: 'Meetup', start_date: '2026-05-01' };
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('eventInput', () => {
  it('fills defaults: draft, UTC, no tickets, not recurring', () => {
    const parsed = eventInput.parse(base);
    expect(parsed).toMatchObject({ status: 'draft', timezone: 'UTC', ticket_variations: [], categories: [], tags: [], recurring_enabled: 'no', description: '' });
  });

  it('requires a title', () => {
    expect(messages(eventInput.safeParse({ start_date: '2026-05-01' }))).toMatchObject({ title: 'Event title is required' });
    expect(messages(eventInput.safeParse({ ...base, title: '   ' }))).toMatchObject({ title: 'Event title is required' });
  });

  it('refuses an end date before the start date', () => {
    const result = eventInput.safeParse({ ...base, end_date: '2026-04-30' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({ end_date: 'The event must end after it starts' });
  });

  it('refuses an end time before the start time on the same day, accepts it on a later day', () => {
    expect(eventInput.safeParse({ ...base, start_time: '18:00', end_time: '17:59' }).success).toBe(false);
    expect(eventInput.safeParse({ ...base, end_date: '2026-05-01', start_time: '18:00', end_time: '17:59' }).success).toBe(false);
    expect(eventInput.safeParse({ ...base, end_date: '2026-05-02', start_time: '18:00', end_time: '02:00' }).success).toBe(true);
    expect(eventInput.safeParse({ ...base, start_time: '18:00', end_time: '18:00' }).success).toBe(true);
  });

  it('refuses malformed dates, times and unknown zones with field messages', () => {
    const result = eventInput.safeParse({ ...base, start_date: '2026-02-30', start_time: '25:00', timezone: 'Nowhere/Town' });
    expect(messages(result)).toMatchObject({
      start_date: 'Use a real date written YYYY-MM-DD',
      start_time: 'Use a 24-hour time written HH:mm',
      timezone: 'Use an IANA timezone such as Europe/Berlin, or an offset such as UTC+5:30',
    });
  });

  it('requires a recurrence rule when recurring is enabled', () => {
    const result = eventInput.safeParse({ ...base, recurring_enabled: 'yes' });
    expect(messages(result)).toEqual({ recurrence: 'Give a recurrence rule when recurring is enabled' });
    expect(eventInput.safeParse({ ...base, recurring_enabled: 'yes', recurrence: { frequency: 'weekly', count: 3 } }).success).toBe(true);
  });

  it('checks ticket variations', () => {
    expect(eventInput.safeParse({ ...base, ticket_variations: [{ name: 'VIP', price: 10, capacity: -1 }] }).success).toBe(true);
    expect(messages(eventInput.safeParse({ ...base, ticket_variations: [{ name: 'VIP', price: -1, capacity: 5 }] }))).toEqual({
      'ticket_variations.0.price': 'Price cannot be negative',
    });
    expect(messages(eventInput.safeParse({ ...base, ticket_variations: [{ name: 'VIP', price: 1, capacity: -2 }] }))).toEqual({
      'ticket_variations.0.capacity': 'Capacity is -1 (unlimited) or more',
    });
    expect(eventInput.safeParse({ ...base, ticket_variations: [{ name: 'VIP', price: 1, capacity: 1, slug: 'Not A Slug' }] }).success).toBe(false);
  });

  it('refuses two tickets of one name, whatever their case and spaces', () => {
    const tickets = [
      { name: 'Standard', price: 10, capacity: 5 },
      { name: 'VIP', price: 50, capacity: 5 },
      { name: ' standard ', price: 12, capacity: 5 },
      { name: 'vip', price: 60, capacity: 5 },
    ];
    expect(messages(eventInput.safeParse({ ...base, ticket_variations: tickets }))).toEqual({
      'ticket_variations.2.name': 'Another ticket of this event has this name',
      'ticket_variations.3.name': 'Another ticket of this event has this name',
    });
    expect(messages(eventPatch.safeParse({ ticket_variations: tickets.slice(0, 3) }))).toEqual({
      'ticket_variations.2.name': 'Another ticket of this event has this name',
    });
    expect(repeatedTicketNames(['A', 'B', '', ' ', 'b', 'a', 'A'])).toEqual([4, 5, 6]);
  });

  it('refuses ids and capacities too large for the database', () => {
    expect(eventInput.safeParse({ ...base, categories: [2_147_483_648] }).success).toBe(false);
    expect(eventInput.safeParse({ ...base, tags: [2_147_483_647] }).success).toBe(true);
    expect(eventInput.safeParse({ ...base, certificate_template: 2_147_483_648 }).success).toBe(false);
    expect(eventInput.safeParse({ ...base, ticket_variations: [{ name: 'A', price: 1, capacity: 2_147_483_648 }] }).success).toBe(false);
    expect(eventListQuery.safeParse({ parent: '2147483648' }).success).toBe(false);
  });

  it('refuses an online location with a URL that is not one', () => {
    expect(eventInput.safeParse({ ...base, location: { type: 'online', url: 'not a url' } }).success).toBe(false);
    expect(eventInput.parse({ ...base, location: { address: { address: 'Main St 1' } } }).location).toEqual({
      type: 'offline',
      address: { address: 'Main St 1' },
      url: '',
    });
  });
});

describe('recurrenceRule', () => {
  it('fills interval 1, no weekdays, monthly by date', () => {
    expect(recurrenceRule.parse({ frequency: 'daily' })).toMatchObject({ interval: 1, weekdays: [], monthly_mode: 'date', exdates: [] });
  });

  it('refuses both until and count', () => {
    const result = recurrenceRule.safeParse({ frequency: 'daily', until: '2026-06-01', count: 5 });
    expect(messages(result)).toEqual({ count: 'End the recurrence by a date or by a count, not both' });
  });

  it.each([
    [{ frequency: 'hourly' }],
    [{ frequency: 'weekly', weekdays: ['XX'] }],
    [{ frequency: 'daily', interval: 0 }],
    [{ frequency: 'daily', count: 501 }],
    [{ frequency: 'daily', until: '2026-02-30' }],
    [{ frequency: 'monthly', monthly_mode: 'nth_weekday', position: 5 }],
  ])('refuses %j', (rule) => {
    expect(recurrenceRule.safeParse(rule).success).toBe(false);
  });
});

describe('eventPatch', () => {
  it('accepts any subset without filling defaults', () => {
    expect(eventPatch.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(eventPatch.parse({})).toEqual({});
  });

  it('still validates the fields it gets', () => {
    expect(eventPatch.safeParse({ start_date: '2026-02-30' }).success).toBe(false);
    expect(eventPatch.safeParse({ status: 'published' }).success).toBe(false);
  });
});

describe('eventListQuery', () => {
  it('defaults to all events, page 1 of 10', () => {
    expect(eventListQuery.parse({})).toEqual({ status: 'all', paged: 1, per_page: 10 });
  });

  it('accepts past (Expired) and refuses expired', () => {
    expect(eventListQuery.parse({ status: 'past' }).status).toBe('past');
    expect(messages(eventListQuery.safeParse({ status: 'expired' }))).toEqual({ status: 'status is one of all, draft, ongoing, upcoming, past' });
  });

  it('caps per_page at 100 and checks dates', () => {
    expect(eventListQuery.safeParse({ per_page: '101' }).success).toBe(false);
    expect(eventListQuery.safeParse({ start_date: '2026-13-01' }).success).toBe(false);
    expect(eventListQuery.parse({ start_date: '2026-01-01', end_date: '2026-01-31', search_keyword: '  jazz ' })).toMatchObject({ search_keyword: 'jazz' });
  });
});
