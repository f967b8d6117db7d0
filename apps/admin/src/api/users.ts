import type { Page } from '@eventory/core';
import { api } from './client';

export interface User {
  id: number;
  email: string;
  display_name: string;
  role: string;
  created_at: string;
}

export interface UserBody {
  email: string;
  display_name: string;
  password: string;
  role: string;
}

export const usersClient = {
  list: (filters: { search?: string; role?: string; paged: number; per_page: number }) => api.get<Page<User>>('/users', { ...filters }),
  create: (body: UserBody) => api.post<User>('/users', body),
  update: (id: number, body: Partial<UserBody>) => api.put<User>(`/users/${id}`, body),
  remove: (id: number) => api.delete<void>(`/users/${id}`),
};
