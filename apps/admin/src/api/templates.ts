import type { Page, Template, TemplateCreateInput, TemplateListItem, TemplateStatus, TemplateType, TemplateUpdateInput } from '@eventory/core';
import { api } from './client';

/** Filters of the template list (issue #10 §1). */
export interface TemplateFilters {
  type?: TemplateType;
  status?: TemplateStatus;
  /** Part of the name. */
  search?: string;
  paged: number;
  per_page: number;
}

/**
 * The site's templates, `/api/v2/templates` (SPEC §7, issue #10 §1). Every call rejects with an
 * ApiError carrying the server's message (400 bad input, 404, 409 delete of a template events use,
 * 413 content over 2 MB).
 */
export const templatesClient = {
  /** A page of templates without their content (`{ items, total_items }`; X-WP-Total too). */
  list: (filters: TemplateFilters) => api.get<Page<TemplateListItem>>('/templates', { ...filters }),
  get: (id: number) => api.get<Template>(`/templates/${id}`),
  /** Creates a template (a blank draft 'New Template' when only `type` is given; pasted markup as is) → its id. */
  create: (body: TemplateCreateInput) => api.post<{ id: number }>('/templates', body),
  update: (id: number, body: TemplateUpdateInput) => api.put<Template>(`/templates/${id}`, body),
  /** Deletes one template; a 409 names the events that still use it. */
  remove: (id: number) => api.delete<{ deleted: number[] }>(`/templates/${id}`),
  bulkRemove: (ids: number[]) => api.delete<{ deleted: number[] }>('/templates', { ids: ids.join(',') }),
  /** Copies a template → the copy. */
  clone: (id: number) => api.get<Template>(`/templates/${id}/clone`),
  setStatus: (id: number, status: TemplateStatus) => api.put<Template>(`/templates/${id}/status`, { status }),
  /** Returns a template built in the third-party builder to the standard editor (SPEC §7 `events/{id}/back-wordpress`). */
  backToStandardEditor: (id: number) => api.get<Template>(`/events/${id}/back-wordpress`),
};
