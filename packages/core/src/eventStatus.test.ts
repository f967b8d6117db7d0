import { describe, expect, it } from 'vitest';
import { EVENT_STATE_COLORS, EVENT_STATE_LABELS, eventInstants, eventState, isLocationMalformed } from './eventStatus.js';

describe('eventState', () => {
  const startAt = Date.parse('2026-05-01T10:00:00Z');
  const endAt = Date.parse('2026-05-01T12:00:00Z');

  it('is upcoming until the start, ongoing from exactly the start to exactly the end, expired 1 ms after', () => {
    expect(eventState('publish', startAt, endAt, startAt - 1)).toBe('upcoming');
    expect(eventState('publish', startAt, endAt, startAt)).toBe('ongoing');
    expect(eventState('publish', startAt, endAt, endAt - 1)).toBe('ongoing');
    expect(eventState('publish', startAt, endAt, endAt)).toBe('ongoing');
    expect(eventState('publish', startAt, endAt, endAt + 1)).toBe('expired');
  });

  it('is draft whatever the time', () => {
    for (const now of [startAt - 1, startAt, endAt + 1]) expect(eventState('draft', startAt, endAt, now)).toBe('draft');
  });

  it('labels and colours match SPEC §4', () => {
    expect(EVENT_STATE_LABELS).toEqual({ ongoing: 'Ongoing', upcoming: 'Upcoming', expired: 'Expired', draft: 'Draft' });
    expect(EVENT_STATE_COLORS.ongoing).toBe('success');
    expect(EVENT_STATE_COLORS.upcoming).toBe('processing');
    expect(EVENT_STATE_COLORS.expired).toBe('error');
  });
});

describe('eventInstants', () => {
  it('without times runs from 00:00 to 23:59 of the start date', () => {
    const { startAt, endAt } = eventInstants({ start_date: '2026-05-01', timezone: 'UTC' });
    expect(new Date(startAt).toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(new Date(endAt).toISOString()).toBe('2026-05-01T23:59:00.000Z');
  });

  it('a missing end date is the start date, with the end time on that day', () => {
    const { startAt, endAt } = eventInstants({ start_date: '2026-05-01', start_time: '18:00', end_time: '20:30', end_date: null, timezone: 'Europe/Berlin' });
    expect(new Date(startAt).toISOString()).toBe('2026-05-01T16:00:00.000Z');
    expect(new Date(endAt).toISOString()).toBe('2026-05-01T18:30:00.000Z');
  });

  it('a multi-day event ends on its end date in its own zone', () => {
    const { startAt, endAt } = eventInstants({ start_date: '2026-05-01', end_date: '2026-05-03', start_time: '09:00', end_time: '17:00', timezone: 'UTC-3:30' });
    expect(new Date(startAt).toISOString()).toBe('2026-05-01T12:30:00.000Z');
    expect(new Date(endAt).toISOString()).toBe('2026-05-03T20:30:00.000Z');
  });

  it('the same wall clock in different zones gives different instants, so status depends on the zone', () => {
    const berlin = eventInstants({ start_date: '2026-05-01', start_time: '10:00', end_time: '11:00', timezone: 'Europe/Berlin' });
    const ny = eventInstants({ start_date: '2026-05-01', start_time: '10:00', end_time: '11:00', timezone: 'America/New_York' });
    const now = Date.parse('2026-05-01T09:30:00Z');
    expect(eventState('publish', berlin.startAt, berlin.endAt, now)).toBe('expired');
    expect(eventState('publish', ny.startAt, ny.endAt, now)).toBe('upcoming');
  });

  it('throws RangeError for invalid dates or zones', () => {
    expect(() => eventInstants({ start_date: '2026-02-30', timezone: 'UTC' })).toThrow(RangeError);
    expect(() => eventInstants({ start_date: '2026-02-01', timezone: 'Nowhere/City' })).toThrow(RangeError);
  });
});

describe('isLocationMalformed', () => {
  it.each<[string, unknown, boolean]>([
    ['no location', null, false],
    ['undefined', undefined, false],
    ['offline with an address', { type: 'offline', address: { address: 'Main St 1' } }, false],
    ['untyped with an address', { address: { address: '' } }, false],
    ['online with a url', { type: 'online', url: 'https://meet.example.com' }, false],
    ['a bare string', 'Main St 1', true],
    ['a number', 42, true],
    ['offline with address as text', { type: 'offline', address: 'Main St 1' }, true],
    ['offline without address', { type: 'offline' }, true],
    ['address.address not text', { address: { address: 12 } }, true],
    ['address null', { address: null }, true],
    ['online without url', { type: 'online' }, true],
  ])('%s → %s', (_name, location, malformed) => {
    expect(isLocationMalformed(location)).toBe(malformed);
  });
});
