import { apiTokenStatus, type ApiToken, type ApiTokenStatus } from '@eventory/core';

/** Label and tag colour of each token status. */
const STATUS_DISPLAY: Record<ApiTokenStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'warning' },
  revoked: { label: 'Revoked', color: 'default' },
};

/** Today as a UTC `YYYY-MM-DD` (token expiry days are UTC, valid through the day). */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** How the Status column shows a token on `today`. */
export function tokenStatusDisplay(token: Pick<ApiToken, 'expires_on' | 'revoked_at'>, today: string): { status: ApiTokenStatus; label: string; color: string } {
  const status = apiTokenStatus(token, today);
  return { status, ...STATUS_DISPLAY[status] };
}

