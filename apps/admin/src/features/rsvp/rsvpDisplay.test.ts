import { describe, expect, it } from 'vitest';
import { eventDateText, limitText, receivedOnText, RSVP_STATUS_OPTIONS } from './rsvpDisplay';

describe('rsvpDisplay', () => {
  it('shows an unlimited (-1) limit as ∞ and others as the number', () => {
    expect(limitText(-1)).toBe('∞');
    expect(limitText(0)).toBe('0');
    expect(limitText(120)).toBe('120');
  });

  it('offers going, not going and maybe, in that order', () => {
    expect(RSVP_STATUS_OPTIONS).toEqual([
      { value: 'going', label: 'Going' },
      { value: 'not_going', label: 'Not going' },
      { value: 'maybe', label: 'Maybe' },
    ]);
  });

  it('writes the event date readably and leaves a malformed one as it is', () => {
    expect(eventDateText('2025-05-01')).toBe('May 1, 2025');
    expect(eventDateText('soon')).toBe('soon');
    expect(eventDateText('2025-05-01', 'de-DE')).toBe('01.05.2025');
  });

  it('shows when a response arrived in local time', () => {
    const instant = '2025-05-01T12:05:00.000Z';
    expect(receivedOnText(instant)).toBe(new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(receivedOnText('never')).toBe('never');
    expect(receivedOnText(instant, 'de-DE')).toBe(new Date(instant).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' }));
  });
});
