import { describe, expect, it } from 'vitest';
import { limitText, noAnswersText, RSVP_STATUS_OPTIONS } from './rsvpDisplay';

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

  it('says which answer no one has given yet', () => {
    expect(noAnswersText('going')).toBe('No one has answered going yet');
    expect(noAnswersText('not_going')).toBe('No one has answered not going yet');
    expect(noAnswersText('maybe')).toBe('No one has answered maybe yet');
  });
});
