import { ownTimeZone, type ApiToken, type ApiTokenCreated, type ApiTokenCreateInput, type AuditEntry, type AuditListQuery, type LicenseActivateInput, type LicenseData, type Page } from '@eventory/core';
import { api } from './client';

/** SPEC §7 license calls; each answers `{ data }`. */
export const licenseClient = {
  get: () => api.get<{ data: LicenseData | false }>('/license/'),
  activate: (body: LicenseActivateInput) => api.post<{ data: LicenseData }>('/license/activate', body),
  deactivate: () => api.post<{ data: LicenseData | false }>('/license/deactivate'),
};

/** The current user's personal API tokens (issue #5). */
export const tokensClient = {
  list: () => api.get<ApiToken[]>('/tokens'),
  create: (body: ApiTokenCreateInput) => api.post<ApiTokenCreated>('/tokens', body),
  revoke: (id: number) => api.delete<{ revoked: number }>(`/tokens/${id}`),
};

/** The audit trail (administrators). */
export const auditClient = {
  /** Its dates are days of the reader's zone (`timezone`), the one entries' times are shown in. */
  list: (filters: Partial<AuditListQuery> & { paged: number; per_page: number }) => api.get<Page<AuditEntry>>('/audit', { ...filters, timezone: ownTimeZone() }),
};
