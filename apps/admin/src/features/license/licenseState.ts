import type { LicenseData } from '@eventory/core';

/** What `GET /license/` answers in `data`: the license, false when none was activated, or nothing yet. */
export type LicenseAnswer = LicenseData | false | null | undefined;

/**
 * SPEC §4 "License": active only when the data holds a license whose license field is not
 * 'invalid'; false, empty or an invalid license means inactive (the activation form shows).
 */
export function isLicenseActive(data: LicenseAnswer): boolean {
  if (!data || typeof data !== 'object' || Object.keys(data).length === 0) return false;
  return data.license !== 'invalid';
}

/** The active license, or null when the license is inactive (see {@link isLicenseActive}). */
export function activeLicense(data: LicenseAnswer): LicenseData | null {
  return data && isLicenseActive(data) ? data : null;
}

/** The invalid stored license, when there is one (shown above the form with why). */
export function invalidLicense(data: LicenseAnswer): LicenseData | null {
  return data && typeof data === 'object' && data.license === 'invalid' ? data : null;
}
