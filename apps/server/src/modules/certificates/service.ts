import { CERTIFICATE_ALREADY_SENT, effectiveTemplateId, inEventScope, type CertificateSend, type Language } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import type { ApiMessage } from '../../i18n/apiMessages.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { findAttendee } from '../attendees/repository.js';
import type { AttendeeRow } from '../attendees/present.js';
import { guardBatches } from '../jobs/batchAccess.js';
import type { MailOutbox } from '../mail/outbox.js';
import { localeOf } from '../mail/locale.js';
import { findOrder } from '../orders/repository.js';
import { getSettings } from '../settings/service.js';
import { certificateRefusal, eligibleAttendeePages, type CertificateOptions } from './eligibility.js';
import { CERTIFICATE_MAIL, recipientOf, registerCertificateMail } from './mails.js';
import * as repo from './repository.js';

export interface CertificateServiceDeps {
  db: DB;
  dialect: Dialect;
  mail: MailOutbox;
  /** Public site URL without a trailing slash (certificate links). */
  siteUrl: string;
}

/** The job batch kind of a bulk send. */
export const CERTIFICATE_BATCH = 'certificate';

/** Why an attendee gets no certificate, in words an organiser acts on. */
const REFUSALS = {
  unpaid: /*i18n*/ 'This attendee has not paid yet: certificates go to attendees with a completed booking.',
  refunded: /*i18n*/ 'This ticket was refunded: refunded attendees get no certificate.',
  booking_not_completed: /*i18n*/ 'This booking is not completed: certificates go to attendees with a completed booking.',
  not_checked_in: /*i18n*/ 'This attendee has not checked in.',
} as const;

/** A mail that was sent before: the organiser confirms, then the client repeats the call with `confirm=1`. */
const alreadySent = (message: ApiMessage) => new AppError(409, CERTIFICATE_ALREADY_SENT, message);

/**
 * Refuses a send unless the certificate template that applies (the event's own, else the site-wide
 * default of Settings, {@link effectiveTemplateId}) exists, is a certificate template and is
 * published: the same rule as the certificate page, so no mail links to a page that cannot show.
 * @throws 422 `no_certificate_template` (none chosen, or the chosen one was deleted or is of another
 *   type), `certificate_template_draft` (still a draft)
 */
async function assertCertificateTemplate(db: DB, event: Pick<repo.CertificateEvent, 'title' | 'certificate_template'>): Promise<void> {
  const id = effectiveTemplateId(event, await getSettings(db), 'certificate');
  if (id === null) {
    throw new AppError(422, 'no_certificate_template', /*i18n*/ {
      id: '"{event}" has no certificate template. Choose one in the event\'s Templates section, or a default certificate template in Settings, first.',
      values: { event: event.title },
    });
  }
  const template = await repo.findTemplateState(db, id);
  if (template?.type !== 'certificate') {
    throw new AppError(
      422,
      'no_certificate_template',
      event.certificate_template === null
        ? /*i18n*/ { id: 'The certificate template of "{event}" no longer exists. Choose another as the default certificate template in Settings, then send the certificates.', values: { event: event.title } }
        : /*i18n*/ { id: 'The certificate template of "{event}" no longer exists. Choose another in the event\'s Templates section, then send the certificates.', values: { event: event.title } },
    );
  }
  if (template.status !== 'publish') {
    throw new AppError(422, 'certificate_template_draft', /*i18n*/ {
      id: 'The certificate template "{template}" of "{event}" is still a draft: attendees could not open their certificate. Publish it in the template builder (Save & Publish), then send the certificates.',
      values: { template: template.name, event: event.title },
    });
  }
}

/**
 * Send Certificate (issue #10 §6, SPEC §7 `GET /events/{id}/send_certificate`): one outbox mail per
 * eligible attendee (see eligibility.ts), linking to their certificate page and its PDF, queued as
 * one watchable job batch. Every mail queued is recorded, so a second send, for the event or for one
 * attendee, answers 409 {@link CERTIFICATE_ALREADY_SENT} until the organiser confirms.
 */
export class CertificateService {
  constructor(private readonly deps: CertificateServiceDeps) {
    registerCertificateMail(deps.mail, deps);
    guardBatches(CERTIFICATE_BATCH, { capability: 'etn_manage_attendee', eventAuthor: repo.certificateBatchEvent });
  }

  /**
   * Queues the certificates of event `eventId` in one transaction (the event row locked on
   * PostgreSQL, so two sends take turns and the second sees the first).
   * @throws 404 unknown event or outside `scope`; 409 `certificate_already_sent` when certificates
   *   of this event were mailed before and `confirm` is not set; 422 `no_certificate_template`,
   *   `certificate_template_draft`, `no_eligible_attendees`
   */
  async sendForEvent(
    eventId: number,
    options: CertificateOptions & { confirm: boolean; language?: Language },
    actor: AuditActor | null,
    scope: number | null = null,
  ): Promise<CertificateSend> {
    const { db, dialect, mail } = this.deps;
    return db.transaction().execute(async (trx) => {
      const event = await repo.findCertificateEvent(trx, eventId, { lock: dialect === 'postgres' });
      if (!event || !inEventScope(event.author_id, scope)) throw notFound(/*i18n*/ 'Event', eventId);
      await assertCertificateTemplate(trx, event);
      const sent = await repo.eventMailsSent(trx, eventId);
      if (sent.last !== null && !options.confirm) {
        const when = await this.when(trx, sent.last, event.timezone, options.language);
        throw alreadySent(/*i18n*/ {
          id: 'Certificates of "{event}" were already sent ({count, plural, one {# mail} other {# mails}}, last on {when}). Send them again to every eligible attendee?',
          values: { event: event.title, count: sent.count, when },
        });
      }
      const recipients: AttendeeRow[] = [];
      let skipped = 0;
      for await (const page of eligibleAttendeePages(trx, eventId, options)) {
        const emails = await repo.bookingEmails(trx, [...new Set(page.flatMap((a) => (a.order_id === null || a.email ? [] : [a.order_id])))]);
        for (const attendee of page) {
          if (recipientOf(attendee, attendee.order_id === null ? undefined : emails.get(attendee.order_id))) recipients.push(attendee);
          else skipped++;
        }
      }
      if (recipients.length === 0) {
        throw new AppError(
          422,
          'no_eligible_attendees',
          options.checkedInOnly
            ? /*i18n*/ { id: 'No attendee of "{event}" has checked in yet: there is no certificate to send.', values: { event: event.title } }
            : /*i18n*/ { id: 'No attendee of "{event}" has a completed booking and an email address yet: there is no certificate to send.', values: { event: event.title } },
        );
      }
      const batchId = await mail.openBatch(trx, { kind: CERTIFICATE_BATCH, label: `Certificates for ${event.title}`, total: recipients.length, createdBy: actor?.id ?? null });
      await mail.queueMany(
        trx,
        CERTIFICATE_MAIL,
        recipients.map((a) => ({ attendee_id: a.id })),
        { batchId },
      );
      const now = new Date().toISOString();
      await repo.insertCertificateMails(
        trx,
        recipients.map((a) => ({ event_id: eventId, attendee_id: a.id, batch_id: batchId, created_by: actor?.id ?? null, created_at: now })),
      );
      await recordAudit(trx, actor, {
        action: 'send_certificate',
        entity_type: 'event',
        entity_id: eventId,
        summary: /*i18n*/ {
          id: 'Sent certificates of {event} to {count, plural, one {# attendee} other {# attendees}}{checkedInOnly, select, yes { (checked in only)} other {}}{again, select, yes {, again} other {}}',
          values: { event: event.title, count: recipients.length, checkedInOnly: options.checkedInOnly ? 'yes' : 'no', again: sent.last ? 'yes' : 'no' },
        },
        after: { batch_id: batchId, queued: recipients.length, skipped_no_email: skipped, checked_in_only: options.checkedInOnly ?? false },
      });
      return { batch_id: batchId, queued: recipients.length, skipped_no_email: skipped };
    });
  }

  /**
   * Queues one attendee's certificate (the attendee list's row action).
   * @throws 404 unknown attendee or outside `scope`; 409 `certificate_already_sent` when this
   *   attendee was mailed a certificate before and `confirm` is not set; 422 `no_certificate_template`,
   *   `certificate_template_draft`, `not_eligible` (the reason in the message), `no_email`
   */
  async sendForAttendee(attendeeId: number, options: { confirm: boolean; language?: Language }, actor: AuditActor | null, scope: number | null = null): Promise<{ queued: true }> {
    const { db, dialect, mail } = this.deps;
    return db.transaction().execute(async (trx) => {
      const attendee = await findAttendee(trx, attendeeId);
      const event = attendee && (await repo.findCertificateEvent(trx, attendee.event_id, { lock: dialect === 'postgres' }));
      if (!attendee || !event || !inEventScope(event.author_id, scope)) throw notFound(/*i18n*/ 'Attendee', attendeeId);
      await assertCertificateTemplate(trx, event);
      const order = attendee.order_id === null ? undefined : await findOrder(trx, attendee.order_id);
      const refusal = certificateRefusal(attendee, order?.status ?? null);
      if (refusal) throw new AppError(422, 'not_eligible', REFUSALS[refusal]);
      if (!recipientOf(attendee, order?.customer_email)) {
        throw new AppError(422, 'no_email', /*i18n*/ 'This attendee has no email address. Add one in the attendee form, then send the certificate.', { email: /*i18n*/ 'Give an email address' });
      }
      const last = await repo.attendeeLastMail(trx, attendeeId);
      if (last && !options.confirm) {
        throw alreadySent(/*i18n*/ { id: '{name} was already sent this certificate on {when}. Send it again?', values: { name: attendee.name, when: await this.when(trx, last, event.timezone, options.language) } });
      }
      await mail.queue(trx, CERTIFICATE_MAIL, { attendee_id: attendeeId });
      await repo.insertCertificateMails(trx, [{ event_id: event.id, attendee_id: attendeeId, batch_id: null, created_by: actor?.id ?? null, created_at: new Date().toISOString() }]);
      await recordAudit(trx, actor, {
        action: 'send_certificate',
        entity_type: 'attendee',
        entity_id: attendeeId,
        summary: /*i18n*/ { id: 'Sent the certificate of {event} to {name}{again, select, yes {, again} other {}}', values: { event: event.title, name: attendee.name, again: last ? 'yes' : 'no' } },
      });
      return { queued: true as const };
    });
  }

  /**
   * An instant as the event reads it, its zone stated, in the `Intl` locale of the language the
   * message is answered in (`language`, the reader's; the site's when not given), as the scanner does.
   */
  private async when(db: DB, instant: string, zone: string, language?: Language): Promise<string> {
    return localeOf(await getSettings(db), language).time(instant, zone);
  }
}
