import type { EventListOrderBy, EventOption, EventInput, EventItem, EventPatch, EventStatusFilter, Page } from '@eventory/core';
import { api } from './client';

/** Filters of the event list (SPEC §7 "List events"). */
export interface EventFilters {
  status?: EventStatusFilter;
  start_date?: string;
  end_date?: string;
  search_keyword?: string;
  orderby?: EventListOrderBy;
  order?: 'asc' | 'desc';
  /** A recurring parent's id: its occurrences (issue #9 §1). */
  parent?: number;
  paged: number;
  per_page: number;
}

export interface ImportSummary {
  created: number;
  updated: number;
  occurrences: number;
  skipped: number;
  warnings: string[];
}

export const eventsClient = {
  list: (filters: EventFilters) => api.get<Page<EventItem>>('/events', { ...filters }),
  /** Events for pickers; open to roles that book, list attendees or scan tickets too. */
  options: (query: { search?: string; id?: number; limit?: number }) => api.get<EventOption[]>('/events/options', { ...query }),
  get: (id: number) => api.get<EventItem>(`/events/${id}`),
  create: (body: EventInput) => api.post<EventItem>('/events', body),
  update: (id: number, body: EventPatch) => api.put<EventItem>(`/events/${id}`, body),
  remove: (id: number) => api.delete<{ deleted: number[] }>(`/events/${id}`),
  bulkRemove: (ids: number[]) => api.delete<{ deleted: number[] }>('/events', { ids: ids.join(',') }),
  clone: (id: number) => api.get<EventItem>(`/events/${id}/clone`),
  importIcs: (content: string) => api.post<ImportSummary>('/import/ics', { content }),
};
