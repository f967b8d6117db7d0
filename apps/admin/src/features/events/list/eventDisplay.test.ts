import { describe, expect, it } from 'vitest';
import { editorPath, eventStartText, locationText, scannerUrl, seriesText, soldSummary, ticketFormShortcode } from './eventDisplay';

describe('links', () => {
  it('opens the editor on its basic section', () => {
    expect(editorPath(7)).toBe('/events/create/7/basic');
  });

  it('builds the ticket scanner link from the admin URL', () => {
    expect(scannerUrl('https://site.test/admin/', 5)).toBe('https://site.test/admin/?etn_action=ticket_scanner&event_id=5');
    expect(scannerUrl('/admin/?page=x', 5)).toBe('/admin/?page=x&etn_action=ticket_scanner&event_id=5');
  });

  it("embeds the event's ticket form", () => {
    expect(ticketFormShortcode(9)).toBe('[etn_pro_ticket_form id="9"]');
  });
});

describe('locationText', () => {
  it('shows the address of an offline location and the URL of an online one', () => {
    expect(locationText({ type: 'offline', address: { address: 'Main St 1' }, url: '' })).toBe('Main St 1');
    expect(locationText({ type: 'online', address: { address: '' }, url: 'https://meet.test/r' })).toBe('https://meet.test/r');
    expect(locationText({ type: 'online', address: { address: '' }, url: '' })).toBe('Online');
  });

  it('shows nothing for a missing or malformed location', () => {
    expect(locationText(null)).toBe('');
    expect(locationText('Main St 1')).toBe('');
    expect(locationText({ type: 'offline', address: { address: 12 } })).toBe('');
    expect(locationText({ type: 'offline', address: null })).toBe('');
  });
});

describe('eventStartText', () => {
  it('shows the local date and time with the offset at the start', () => {
    const event = { start_date: '2025-07-01', start_time: '10:30', start_at: '2025-07-01T08:30:00.000Z', timezone: 'Europe/Berlin' };
    expect(eventStartText(event).replace(/\u202f/g, ' ')).toBe('Jul 1, 2025, 10:30 AM (UTC+02:00)');
  });

  it('follows the site locale', () => {
    const event = { start_date: '2025-07-01', start_time: '10:30', start_at: '2025-07-01T08:30:00.000Z', timezone: 'Europe/Berlin' };
    expect(eventStartText(event, 'de-DE')).toBe('01.07.2025, 10:30 (UTC+02:00)');
    expect(seriesText({ occurrence_count: 2, next_occurrence: { ...event, id: 3, end_at: '2099-01-01T00:00:00Z' } }, 0, 'de-DE')).toBe('Next: 01.07.2025, 10:30 (UTC+02:00) · 2 occurrences');
  });

  it('leaves out a missing time and an unreadable instant', () => {
    expect(eventStartText({ start_date: '2025-01-05', start_time: '', start_at: '', timezone: 'UTC+5.5' })).toBe('Jan 5, 2025');
    expect(eventStartText({ start_date: '2025-01-05', start_time: '', start_at: '2025-01-04T18:30:00Z', timezone: 'UTC+5.5' })).toBe('Jan 5, 2025 (UTC+05:30)');
  });
});

describe('soldSummary', () => {
  it('shows ∞ for an unlimited total', () => {
    expect(soldSummary(4, -1)).toEqual({ text: '4/∞', percent: 0 });
  });

  it('gives sold/total and the share in percent', () => {
    expect(soldSummary(25, 100)).toEqual({ text: '25/100', percent: 25 });
    expect(soldSummary(1, 3)).toEqual({ text: '1/3', percent: 33 });
    expect(soldSummary(0, 0)).toEqual({ text: '0/0', percent: 0 });
  });
});

describe('seriesText (issue #9 §1)', () => {
  const next = { id: 9, start_date: '2026-11-24', start_time: '19:00', start_at: '2026-11-24T18:00:00.000Z', end_at: '2026-11-24T21:00:00.000Z', timezone: 'Europe/Berlin' };
  it('names the next occurrence and the count, or the last one once all have ended', () => {
    expect(seriesText({ occurrence_count: 52, next_occurrence: next }, Date.parse('2026-11-20T00:00:00Z')).replace(/\u202f/g, ' ')).toBe('Next: Nov 24, 2026, 7:00 PM (UTC+01:00) · 52 occurrences');
    expect(seriesText({ occurrence_count: 1, next_occurrence: next }, Date.parse('2026-12-01T00:00:00Z')).replace(/\u202f/g, ' ')).toBe('Last: Nov 24, 2026, 7:00 PM (UTC+01:00) · 1 occurrence');
    expect(seriesText({ occurrence_count: 0, next_occurrence: null }, 0)).toBe('0 occurrences');
  });
});
