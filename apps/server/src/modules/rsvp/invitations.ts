import { randomBytes } from 'node:crypto';
import { inEventScope, rsvpInvitationInput, type RsvpEventInfo, type RsvpStatus } from '@eventory/core';
import type { z } from 'zod';
import { AppError, notFound } from '../../http/errors.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import type { DB } from '../../db/database.js';
import type { RsvpInvitee } from '../../site/rsvpForm.js';
import type { RsvpServiceDeps } from './service.js';
import * as repo from './repository.js';
import * as rules from './rules.js';

export type RsvpInvitationParsed = z.output<typeof rsvpInvitationInput>;

/** The answer of `POST /api/v2/rsvp-invitations`. */
export interface InvitationSend {
  /** Watch it at `GET /api/v2/jobs/batches/{batch_id}`. */
  batch_id: number;
  queued: number;
  /** Recipients left out because their address (any case) came earlier in the list. */
  skipped_duplicates: number;
}

/** What the personal RSVP page `/rsvp/<token>` shows. */
export interface InvitationView {
  event: repo.RsvpEventRow;
  /** The invitee, with their answer so far when they gave one (found by their email). */
  invitee: RsvpInvitee;
  info: RsvpEventInfo;
}

/** Bytes of randomness in an invitation token (32 base64url characters). */
const TOKEN_BYTES = 24;

/** Longer texts are no token (the column holds 64 characters). */
const MAX_TOKEN_LENGTH = 64;

/** The personal link of an invitation. */
export const invitationLink = (siteUrl: string, token: string) => `${siteUrl}/rsvp/${token}`;

/**
 * RSVP invitations (issue #4, the 'RSVP Reminder' form of `/rsvp-report/create`): each recipient
 * gets a personal link `SITE_URL/rsvp/<token>` by mail; an answer through it marks the invitation
 * responded.
 */
export class InvitationService {
  constructor(
    private readonly deps: RsvpServiceDeps,
    private readonly moduleOn: () => Promise<boolean>,
  ) {}

  /**
   * Creates one invitation per distinct address (first spelling and name kept, compared in lower
   * case) with an unguessable token, and queues their mails as one watchable job batch, all in one
   * transaction (multi-row inserts: 10,000 recipients in well under a second), with one entry in
   * the audit trail under `actor` (who sent how many, for which event, with which subject).
   * @throws 403 module off, 404 unknown or draft event (or one outside `ownerId`'s events), 422 RSVP not enabled for the event
   */
  async invite(input: RsvpInvitationParsed, actor: AuditActor | null, ownerId: number | null = null): Promise<InvitationSend> {
    if (!(await this.moduleOn())) throw new AppError(403, 'rsvp_off', rules.MODULE_OFF_MESSAGE);
    const recipients = new Map<string, { email: string; name: string }>();
    for (const r of input.recipients) {
      const key = r.email.toLowerCase();
      if (!recipients.has(key)) recipients.set(key, { email: key, name: r.name });
    }
    const { db, mail } = this.deps;
    const batchId = await db.transaction().execute(async (trx) => {
      const event = await repo.findEvent(trx, input.event_id);
      if (!event || event.status === 'draft' || !inEventScope(event.author_id, ownerId)) throw notFound(/*i18n*/ 'Event', input.event_id);
      const settings = await repo.findSettings(trx, event.id);
      if (settings?.enabled !== 1) throw new AppError(422, 'rsvp_disabled', /*i18n*/ 'Turn RSVP on for this event before sending invitations.');
      const batch = await mail.openBatch(trx, { kind: 'rsvp_invitation', label: `RSVP invitations for ${event.title}`, total: recipients.size, createdBy: actor?.id ?? null });
      const now = new Date().toISOString();
      const ids = await repo.insertInvitations(
        trx,
        [...recipients.values()].map((r) => ({
          event_id: event.id,
          email: r.email,
          name: r.name,
          token: randomBytes(TOKEN_BYTES).toString('base64url'),
          subject: input.subject,
          message: input.message,
          batch_id: batch,
          created_at: now,
        })),
      );
      await mail.queueMany(
        trx,
        'rsvp_invitation',
        ids.map((id) => ({ invitation_id: id })),
        { batchId: batch },
      );
      await recordAudit(trx, actor, {
        action: 'send',
        entity_type: 'rsvp_invitation',
        entity_id: batch,
        summary: /*i18n*/ { id: 'Sent RSVP invitations for "{event}" to {count, plural, one {# recipient} other {# recipients}}', values: { event: event.title, count: recipients.size } },
        after: { event_id: event.id, subject: input.subject, recipients: recipients.size },
      });
      return batch;
    });
    return { batch_id: batchId, queued: recipients.size, skipped_duplicates: input.recipients.length - recipients.size };
  }

  /**
   * Marks the invitation of `token` responded (inside the registration's transaction).
   * @returns its id @throws 422 when the token belongs to no invitation of this event
   */
  async respond(db: DB, eventId: number, token: string, at: string): Promise<number> {
    const invitation = await repo.findInvitationByToken(db, token);
    if (!invitation || invitation.event_id !== eventId) {
      throw new AppError(422, 'invitation_unknown', rules.INVITATION_UNKNOWN_MESSAGE);
    }
    await repo.markInvitationResponded(db, invitation.id, at);
    return invitation.id;
  }

  /** The personal RSVP page's content, or null for an unknown token or a draft event. */
  async view(token: string, info: (eventId: number) => Promise<RsvpEventInfo | null>): Promise<InvitationView | null> {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const invitation = await repo.findInvitationByToken(this.deps.db, token);
    if (!invitation) return null;
    const [event, eventInfo, answered] = await Promise.all([
      repo.findEvent(this.deps.db, invitation.event_id),
      info(invitation.event_id),
      repo.findResponseByEmail(this.deps.db, invitation.event_id, invitation.email.toLowerCase()),
    ]);
    if (!event || !eventInfo) return null;
    const answer = answered && { name: answered.name, number_of_attendees: answered.number_of_attendees, status: answered.status as RsvpStatus };
    return { event, invitee: { name: invitation.name, email: invitation.email, token, ...(answer ? { answer } : {}) }, info: eventInfo };
  }
}
