import type { Language, Page } from '@eventory/core';
import { api } from './client';

export interface User {
  id: number;
  email: string;
  display_name: string;
  role: string;
  created_at: string;
  /** Issue #12: the user's admin language, or null for the site's. */
  language: Language | null;
}

/** A user after an update; `notice` says what a new password did to their sessions and API tokens. */
export interface UpdatedUser extends User {
  notice?: string;
}

export interface UserBody {
  email: string;
  display_name: string;
  password: string;
  role: string;
  language?: Language | null;
}

export const usersClient = {
  list: (filters: { search?: string; role?: string; paged: number; per_page: number }) => api.get<Page<User>>('/users', { ...filters }),
  create: (body: UserBody) => api.post<User>('/users', body),
  update: (id: number, body: Partial<UserBody>) => api.put<UpdatedUser>(`/users/${id}`, body),
  remove: (id: number) => api.delete<void>(`/users/${id}`),
};
