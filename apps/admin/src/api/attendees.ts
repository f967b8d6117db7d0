import type { Attendee, AttendeeUpdate, CheckInCounts, CheckInLookupItem, CheckInResult, CheckInUndoInput, CheckInUndoResult, PaymentStatus, Page, TicketStatus } from '@eventory/core';
import { bootstrap } from '../bootstrap';
import { api, toQuery } from './client';

/** Filters of the attendee table (`GET /attendees`). */
export interface AttendeeFilters {
  event_id?: number;
  ticket_status?: TicketStatus;
  payment_status?: PaymentStatus;
  search?: string;
  paged: number;
  per_page: number;
}

export const attendeesClient = {
  list: (filters: AttendeeFilters) => api.get<Page<Attendee>>('/attendees', { ...filters }),
  get: (id: number) => api.get<Attendee>(`/attendees/${id}`),
  update: (id: number, body: AttendeeUpdate) => api.put<Attendee>(`/attendees/${id}`, body),
  remove: (id: number) => api.delete<{ deleted: number[] }>(`/attendees/${id}`),
  bulkRemove: (ids: number[]) => api.delete<{ deleted: number[] }>('/attendees', { ids: ids.join(',') }),
  resendTicket: (id: number) => api.post<{ queued: true }>(`/attendees/${id}/resend-ticket`),
  /** The CSV export of the filtered list, as a URL the browser downloads (the session cookie authorises it). */
  exportUrl: (filters: Omit<AttendeeFilters, 'paged' | 'per_page'>) => `${bootstrap.apiBase}/attendees/export.csv${toQuery({ ...filters })}`,
  checkIn: (body: { ticket_id: string; event_id: number }) => api.post<CheckInResult>('/attendees/check-in', body),
  undoCheckIn: (body: CheckInUndoInput) => api.post<CheckInUndoResult>('/attendees/check-in/undo', body),
  checkInLookup: (eventId: number, search: string) => api.get<Page<CheckInLookupItem>>('/attendees/check-in/lookup', { event_id: eventId, search }),
  checkInCounts: (eventId: number) => api.get<CheckInCounts>('/attendees/check-in/counts', { event_id: eventId }),
};
