import { apiTokenStatus, type ApiToken, type ApiTokenStatus, type MessageDescriptor } from '@eventory/core';

/** Label (a message, shown translated) and tag colour of each token status. */
const STATUS_DISPLAY: Record<ApiTokenStatus, { label: MessageDescriptor; color: string }> = {
  active: { label: /*i18n*/ { id: 'Active' }, color: 'success' },
  expired: { label: /*i18n*/ { id: 'Expired (token)', message: 'Expired' }, color: 'warning' },
  revoked: { label: /*i18n*/ { id: 'Revoked' }, color: 'default' },
};

/** Today as a UTC `YYYY-MM-DD` (token expiry days are UTC, valid through the day). */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** How the Status column shows a token on `today`. */
export function tokenStatusDisplay(token: Pick<ApiToken, 'expires_on' | 'revoked_at'>, today: string): { status: ApiTokenStatus; label: MessageDescriptor; color: string } {
  const status = apiTokenStatus(token, today);
  return { status, ...STATUS_DISPLAY[status] };
}

