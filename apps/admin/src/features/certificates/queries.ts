import { useMutation } from '@tanstack/react-query';
import { CERTIFICATE_ALREADY_SENT } from '@eventory/core';
import { ApiError } from '../../api/client';
import { certificatesClient } from '../../api/certificates';

/** Queues an event's certificates (`GET /events/{id}/send_certificate`); nothing on screen is cached from it. */
export function useSendCertificates() {
  return useMutation({
    mutationFn: ({ eventId, checkedInOnly, confirm }: { eventId: number; checkedInOnly: boolean; confirm: boolean }) =>
      certificatesClient.sendForEvent(eventId, { checkedInOnly, confirm }),
  });
}

/** Queues one attendee's certificate (`POST /attendees/{id}/send-certificate`). */
export function useSendAttendeeCertificate() {
  return useMutation({ mutationFn: ({ attendeeId, confirm }: { attendeeId: number; confirm: boolean }) => certificatesClient.sendForAttendee(attendeeId, confirm) });
}

/** Whether the server asks to confirm a send that would mail someone again. */
export const asksToConfirm = (error: unknown): error is ApiError => error instanceof ApiError && error.code === CERTIFICATE_ALREADY_SENT;
