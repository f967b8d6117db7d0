import type { UserPermissions } from '@eventory/core';
import { api } from './client';

export interface CurrentUserPermissions extends UserPermissions {
  ID: number;
  email: string;
  display_name: string;
  roles: string[];
}

export interface Role {
  key: string;
  name: string;
}

export const permissionsClient = {
  currentUser: () => api.get<CurrentUserPermissions>('/permissions/current-user'),
  roles: () => api.get<Role[]>('/permissions/roles'),
};
