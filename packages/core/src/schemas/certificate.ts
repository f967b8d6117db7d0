import { z } from 'zod';

/** A yes/no query flag: `1`/`true` or `0`/`false` (absent: no). */
const queryFlag = z
  .enum(['0', '1', 'true', 'false'], { message: /*i18n*/ 'Use 1 or 0' })
  .optional()
  .transform((value) => value === '1' || value === 'true');

/**
 * `GET /api/v2/events/{id}/send_certificate` query (SPEC §7, issue #10 §6): `checked_in_only`
 * limits the send to attendees checked in at the door; `confirm=1` sends again after the server
 * answered 409 {@link CERTIFICATE_ALREADY_SENT}.
 */
export const sendCertificateQuery = z.object({ checked_in_only: queryFlag, confirm: queryFlag });
export type SendCertificateQuery = z.output<typeof sendCertificateQuery>;

/** `POST /api/v2/attendees/{id}/send-certificate` query: `confirm=1` after a 409. */
export const sendAttendeeCertificateQuery = z.object({ confirm: queryFlag });

/** The error code of a send that would mail again: ask the organiser, then repeat with `confirm=1`. */
export const CERTIFICATE_ALREADY_SENT = 'certificate_already_sent';

/** The 202 answer of Send Certificate: watch it at `GET /api/v2/jobs/batches/{batch_id}`. */
export interface CertificateSend {
  batch_id: number;
  /** Mails queued, one per eligible attendee with an address. */
  queued: number;
  /** Eligible attendees left out because neither they nor their booking have an email address. */
  skipped_no_email: number;
}
