import type { CertificateSend } from '@eventory/core';
import { api, toQuery } from './client';

/** `1` when set, left out otherwise (the server reads an absent flag as no). */
const flag = (on: boolean) => (on ? 1 : undefined);

/** Send Certificate (issue #10 §6): a 409 `certificate_already_sent` asks for `confirm` before mailing again. */
export const certificatesClient = {
  /** `GET /events/{id}/send_certificate` (the CSRF header goes on every call). */
  sendForEvent: (eventId: number, options: { checkedInOnly: boolean; confirm: boolean }) =>
    api.get<CertificateSend>(`/events/${eventId}/send_certificate`, { checked_in_only: flag(options.checkedInOnly), confirm: flag(options.confirm) }),
  /** `POST /attendees/{id}/send-certificate`: one attendee's certificate. */
  sendForAttendee: (attendeeId: number, confirm: boolean) => api.post<{ queued: true }>(`/attendees/${attendeeId}/send-certificate${toQuery({ confirm: flag(confirm) })}`),
};
