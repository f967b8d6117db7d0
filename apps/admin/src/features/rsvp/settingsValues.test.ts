import { describe, expect, it } from 'vitest';
import type { RsvpSettings } from '@eventory/core';
import { settingsToValues, valuesToSettings } from './settingsValues';

const stored: RsvpSettings = {
  enabled: true,
  limit: 80,
  guests_per_response: 3,
  deadline_date: '2025-06-01',
  deadline_time: '18:30',
  deadline_at: '2025-06-01T16:30:00.000Z',
};

describe('settingsToValues / valuesToSettings', () => {
  it('round-trips stored settings, keeping the local deadline date and time', () => {
    const values = settingsToValues(stored);
    expect(values.limit).toBe(80);
    expect(values.deadline_date?.format('YYYY-MM-DD')).toBe('2025-06-01');
    expect(values.deadline_time?.format('HH:mm')).toBe('18:30');
    expect(valuesToSettings(values)).toEqual({ enabled: true, limit: 80, guests_per_response: 3, deadline_date: '2025-06-01', deadline_time: '18:30' });
  });

  it('shows an unlimited (-1) limit as an empty field and saves an empty field as -1', () => {
    const values = settingsToValues({ ...stored, limit: -1, deadline_date: null, deadline_time: null, deadline_at: null });
    expect(values).toMatchObject({ limit: null, deadline_date: null, deadline_time: null });
    expect(valuesToSettings(values)).toMatchObject({ limit: -1, deadline_date: null, deadline_time: null });
  });

  it('keeps a limit of 0 (RSVP closed to new going answers) apart from unlimited', () => {
    expect(valuesToSettings(settingsToValues({ ...stored, limit: 0 })).limit).toBe(0);
  });
});
