import type { Page, Schedule, ScheduleInput } from '@eventory/core';
import { api } from './client';

/** Filters of the schedule list (SPEC §7 "List schedules"). */
export interface ScheduleFilters {
  year?: number;
  search?: string;
  event_id?: number;
  paged: number;
  per_page: number;
}

/** What a conference import did (Pentabarf/Frab XML or Frab JSON). */
export interface ConferenceImportSummary {
  event_id: number;
  created: { events: number; schedules: number; slots: number; speakers: number; tags: number };
  updated: { events: number; schedules: number; slots: number; speakers: number; tags: number };
  warnings: string[];
}

export const schedulesClient = {
  list: (filters: ScheduleFilters) => api.get<Page<Schedule>>('/schedules', { ...filters }),
  get: (id: number) => api.get<Schedule>(`/schedules/${id}`),
  create: (body: ScheduleInput) => api.post<Schedule>('/schedules', body),
  update: (id: number, body: ScheduleInput) => api.put<Schedule>(`/schedules/${id}`, body),
  remove: (id: number) => api.delete<{ deleted: number[] }>(`/schedules/${id}`),
  bulkRemove: (ids: number[]) => api.delete<{ deleted: number[] }>('/schedules', { ids: ids.join(',') }),
  clone: (id: number) => api.get<Schedule>(`/schedules/${id}/clone`),
  importConference: (content: string, filename: string) => api.post<ConferenceImportSummary>('/import/conference', { content, filename }),
};
