import type { Category, CategoryInput, Page, Tag, TagInput } from '@eventory/core';
import { api } from './client';

export interface TaxonomyFilters {
  search?: string;
  paged: number;
  per_page: number;
}

export const categoriesClient = {
  list: (filters: TaxonomyFilters) => api.get<Page<Category>>('/categories', { ...filters }),
  get: (id: number) => api.get<Category>(`/categories/${id}`),
  create: (body: CategoryInput) => api.post<Category>('/categories', body),
  update: (id: number, body: CategoryInput) => api.put<Category>(`/categories/${id}`, body),
  remove: (id: number) => api.delete<{ deleted: number[] }>(`/categories/${id}`),
  bulkRemove: (ids: number[]) => api.delete<{ deleted: number[] }>('/categories', { ids: ids.join(',') }),
};

export const tagsClient = {
  list: (filters: TaxonomyFilters) => api.get<Page<Tag>>('/tags', { ...filters }),
  get: (id: number) => api.get<Tag>(`/tags/${id}`),
  create: (body: TagInput) => api.post<Tag>('/tags', body),
  update: (id: number, body: TagInput) => api.put<Tag>(`/tags/${id}`, body),
  remove: (id: number) => api.delete<{ deleted: number[] }>(`/tags/${id}`),
  bulkRemove: (ids: number[]) => api.delete<{ deleted: number[] }>('/tags', { ids: ids.join(',') }),
};
