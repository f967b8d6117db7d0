import { describe, expect, it } from 'vitest';
import type { LicenseData } from '@eventory/core';
import { activeLicense, invalidLicense, isLicenseActive, type LicenseAnswer } from './licenseState';

const valid: LicenseData = {
  license: 'valid',
  name: 'Ada',
  email: 'ada@example.com',
  plan: 'pro',
  expires: '2030-01-31',
  domain: 'events.example.com',
  activated_at: '2026-01-01T10:00:00.000Z',
};

describe('license state (SPEC §4)', () => {
  it('is active for a valid license', () => {
    expect(isLicenseActive(valid)).toBe(true);
    expect(activeLicense(valid)).toBe(valid);
    expect(invalidLicense(valid)).toBeNull();
  });

  it('is inactive when the data is false, empty or missing', () => {
    const inactive: LicenseAnswer[] = [false, null, undefined, {} as LicenseData];
    for (const data of inactive) {
      expect(isLicenseActive(data)).toBe(false);
      expect(activeLicense(data)).toBeNull();
      expect(invalidLicense(data)).toBeNull();
    }
  });

  it("is inactive when the license field is 'invalid', which is then shown with its reason", () => {
    const expired: LicenseData = { ...valid, license: 'invalid', reason: 'The license expired on 2030-01-31.' };
    expect(isLicenseActive(expired)).toBe(false);
    expect(activeLicense(expired)).toBeNull();
    expect(invalidLicense(expired)?.reason).toBe('The license expired on 2030-01-31.');
  });
});
