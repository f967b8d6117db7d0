import { describe, expect, it } from 'vitest';
import { todayUtc, tokenStatusDisplay } from './tokenDisplay';

describe('token status', () => {
  const today = '2030-06-15';
  it('is Active without expiry or through its expiry day, Expired the day after', () => {
    expect(tokenStatusDisplay({ expires_on: null, revoked_at: null }, today).label.id).toBe('Active');
    expect(tokenStatusDisplay({ expires_on: '2030-06-15', revoked_at: null }, today).label.id).toBe('Active');
    expect(tokenStatusDisplay({ expires_on: '2030-06-14', revoked_at: null }, today)).toEqual({ status: 'expired', label: { id: 'Expired (token)', message: 'Expired' }, color: 'warning' });
  });

  it('is Revoked once revoked, even if it has also expired', () => {
    expect(tokenStatusDisplay({ expires_on: '2020-01-01', revoked_at: '2030-01-01T10:00:00.000Z' }, today).label.id).toBe('Revoked');
  });

  it('counts days in UTC', () => {
    expect(todayUtc(new Date('2030-06-15T23:30:00-05:00'))).toBe('2030-06-16');
  });
});
