import type { JobBatch, Page, RsvpEventInfo, RsvpEventSummary, RsvpInvitationInput, RsvpReport, RsvpResponse, RsvpResponseUpdate, RsvpSettings, RsvpSettingsInput, RsvpStatus, RsvpUnansweredReport } from '@eventory/core';
import { api } from './client';

/** RSVP calls of SPEC §7 (`rsvp-report/{id}`, `event/{id}`) and the invitation send. */
export const rsvpClient = {
  events: (filters: { search?: string; paged: number; per_page: number }) => api.get<Page<RsvpEventSummary>>('/rsvp-report', { ...filters }),
  report: (eventId: number, filters: { status: RsvpStatus; search?: string; paged: number; per_page: number }) =>
    api.get<RsvpReport>(`/rsvp-report/${eventId}`, { ...filters }),
  unanswered: (eventId: number, filters: { search?: string; paged: number; per_page: number }) =>
    api.get<RsvpUnansweredReport>(`/rsvp-report/${eventId}/unanswered`, { ...filters }),
  updateResponse: (id: number, body: RsvpResponseUpdate) => api.put<RsvpResponse>(`/rsvp-report/${id}`, body),
  removeResponse: (id: number) => api.delete<{ deleted: number[] }>(`/rsvp-report/${id}`),
  eventInfo: (eventId: number) => api.get<RsvpEventInfo>(`/event/${eventId}`),
  settings: (eventId: number) => api.get<RsvpSettings>(`/event/${eventId}/rsvp`),
  saveSettings: (eventId: number, body: RsvpSettingsInput) => api.put<RsvpSettings>(`/event/${eventId}/rsvp`, body),
  invite: (body: RsvpInvitationInput) => api.post<{ batch_id: number; queued: number; skipped_duplicates: number }>('/rsvp-invitations', body),
};

/** Progress of a bulk send. */
export const jobsClient = {
  batch: (id: number) => api.get<JobBatch>(`/jobs/batches/${id}`),
};
