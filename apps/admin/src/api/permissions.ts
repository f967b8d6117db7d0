import type { Capability, RoleCreateInput, RolePermissionEntry, SiteRole, UserPermissions } from '@eventory/core';
import { api } from './client';

export interface CurrentUserPermissions extends UserPermissions {
  ID: number;
  email: string;
  display_name: string;
  roles: string[];
}

/** SPEC §7 permission calls, plus adding site roles (issue #5). */
export const permissionsClient = {
  currentUser: () => api.get<CurrentUserPermissions>('/permissions/current-user'),
  roles: () => api.get<SiteRole[]>('/permissions/roles'),
  createRole: (body: RoleCreateInput) => api.post<SiteRole>('/permissions/roles', body),
  catalogue: () => api.get<Record<Capability, string>>('/permissions/'),
  settings: () => api.get<RolePermissionEntry[]>('/permissions/settings'),
  add: (role: string, permissions: Capability[]) => api.post<RolePermissionEntry>(`/permissions/${encodeURIComponent(role)}`, { permissions }),
  update: (role: string, permissions: Capability[]) => api.put<RolePermissionEntry>(`/permissions/${encodeURIComponent(role)}`, { permissions }),
  remove: (key: string) => api.delete<{ deleted: string; role_removed: boolean }>(`/permissions/roles/${encodeURIComponent(key)}`),
};
