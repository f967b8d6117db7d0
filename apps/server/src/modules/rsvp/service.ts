import type {
  Page,
  RsvpEventInfo,
  RsvpEventListQuery,
  RsvpEventSummary,
  RsvpReport,
  RsvpReportQuery,
  RsvpResponse,
  RsvpResponseUpdate,
  RsvpSettings,
  RsvpUnansweredQuery,
  RsvpUnansweredReport,
} from '@eventory/core';
import { inEventScope, intlLocale, pickPublicLanguage, rsvpRegistrationInput, rsvpSettingsInput } from '@eventory/core';
import type { z } from 'zod';
import type { DB, Dialect } from '../../db/database.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import { translateMessage, type ApiMessage } from '../../i18n/apiMessages.js';
import { publicI18n } from '../../i18n/serverI18n.js';
import type { PageText } from '../../site/publicText.js';
import type { MailOutbox } from '../mail/outbox.js';
import { getSettings, type Settings } from '../settings/service.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { InvitationService, type InvitationView } from './invitations.js';
import { guardBatches } from '../jobs/batchAccess.js';
import { registerRsvpMails } from './mails.js';
import * as repo from './repository.js';
import * as rules from './rules.js';

export type RsvpRegistration = z.output<typeof rsvpRegistrationInput>;
export type RsvpSettingsParsed = z.output<typeof rsvpSettingsInput>;

export interface RsvpServiceDeps {
  db: DB;
  dialect: Dialect;
  mail: MailOutbox;
  /** Public site URL without a trailing slash (links in mails). */
  siteUrl: string;
}

/** The answer to `POST /api/v2/rsvp-registration`. */
export interface RegistrationResult {
  id: number;
  status: RsvpResponse['status'];
  /** The thanks the form shows. */
  message: string;
}

const REFUSED = 422;

/**
 * RSVP rules (issue #4 "RSVP"; SPEC §2 /rsvp-report, §7 RSVP calls): per-event settings,
 * registrations (one response per event and email, under the limit and the deadline), the report,
 * and invitations (see {@link InvitationService}). The global switch `modules.rsvp` turns it all off.
 */
export class RsvpService {
  readonly invitations: InvitationService;

  constructor(readonly deps: RsvpServiceDeps) {
    this.invitations = new InvitationService(deps, () => this.moduleOn());
    registerRsvpMails(deps);
    guardBatches('rsvp_invitation', { capability: 'etn_manage_event', eventAuthor: repo.invitationBatchEvent });
  }

  /**
   * What the public event page's RSVP form needs, or null when there is no form to show: unknown
   * or draft event, the RSVP module off, or RSVP not enabled for the event.
   */
  async eventInfo(eventId: number): Promise<RsvpEventInfo | null> {
    // Most events take no RSVPs: two small reads answer them before anything is counted.
    const [settings, site] = await Promise.all([repo.findSettings(this.deps.db, eventId), getSettings(this.deps.db)]);
    if (site.modules.rsvp !== 'on' || !settings?.enabled) return null;
    return this.info(eventId, { settings, site });
  }

  /**
   * `GET /api/v2/event/{id}` (public): the form's view, closed with a reason when it takes no
   * answers, the reason and its date in the visitor's language and locale (`text`, issue #12 §2).
   * @throws 404 unknown or draft event
   */
  async publicEvent(eventId: number, text: PageText): Promise<RsvpEventInfo> {
    const info = await this.info(eventId, { locale: text.locale, translate: (message) => translateMessage(text.i18n, message) });
    if (!info) throw notFound(/*i18n*/ 'Event', eventId);
    return info;
  }

  /** An event's RSVP settings (the defaults when never saved). @throws 404 unknown event, or outside `ownerId`'s events */
  async settings(eventId: number, ownerId: number | null = null): Promise<RsvpSettings> {
    const event = await this.event(this.deps.db, eventId, { ownerId });
    return rules.presentSettings(await repo.findSettings(this.deps.db, eventId), event.timezone);
  }

  /**
   * Saves an event's RSVP settings; the deadline is its local date and time (23:59 when only the
   * date is given) in the event's timezone. The change is in the audit trail under `actor`, on the
   * event (walk of 30 Nov 2026: it left no entry). @throws 404 unknown event, or outside `ownerId`'s events
   */
  async saveSettings(eventId: number, input: RsvpSettingsParsed, ownerId: number | null = null, actor: AuditActor | null = null): Promise<RsvpSettings> {
    const event = await this.event(this.deps.db, eventId, { ownerId });
    let at: number | null;
    try {
      at = rules.deadlineInstant(input.deadline_date, input.deadline_time, event.timezone);
    } catch (error) {
      throw badRequest((error as Error).message, { deadline_date: (error as Error).message });
    }
    const row: repo.SettingsRow = {
      event_id: eventId,
      enabled: input.enabled ? 1 : 0,
      limit: input.limit,
      guests_per_response: input.guests_per_response,
      deadline_date: input.deadline_date,
      deadline_time: input.deadline_time,
      deadline_at: at === null ? null : new Date(at).toISOString(),
    };
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await repo.findSettings(trx, eventId);
      await repo.saveSettings(trx, row);
      await recordAudit(trx, actor, { action: 'update', entity_type: 'event', entity_id: eventId, summary: /*i18n*/ { id: 'Updated the RSVP settings of "{event}"', values: { event: event.title } }, before, after: row });
    });
    return rules.presentSettings(row, event.timezone);
  }

  /**
   * Records an answer (`POST /api/v2/rsvp-registration`): a second answer from the same address
   * (any case) replaces the first. The limit counts the people of 'going' answers; the check and
   * the write share one transaction, on PostgreSQL behind a lock on the event's settings row.
   * Queues the 'rsvp_confirmation' mail. @throws 403 module off, 404 unknown or draft event,
   * 422 RSVP off for the event, past the deadline, party too large, over the limit, or an
   * invitation link of another event. The thanks is in the form's page's language (issue #12 §2:
   * `input.language`, Arabic too, else the first public language of `reader.acceptLanguage`, else the
   * site's default); the answer keeps that language for its confirmation mail.
   */
  async register(input: RsvpRegistration, reader: { acceptLanguage?: string | null } = {}): Promise<RegistrationResult> {
    const site = await getSettings(this.deps.db);
    const hints = { lang: input.language, acceptLanguage: reader.acceptLanguage, siteDefault: site.site_language };
    const language = pickPublicLanguage(hints);
    if (site.modules.rsvp !== 'on') throw new AppError(403, 'rsvp_off', rules.MODULE_OFF_MESSAGE);
    const email = input.email.toLowerCase();
    const now = new Date().toISOString();
    const saved = await this.deps.db.transaction().execute(async (trx) => {
      const event = await this.event(trx, input.event_id, { published: true });
      const settings = rules.presentSettings(await repo.findSettings(trx, event.id, this.deps.dialect === 'postgres'), event.timezone);
      // The date in the refusal is written as the form's page writes dates (its language's locale).
      const closed = rules.closedReason(settings, true, event.timezone, Date.parse(now), intlLocale(language, site.locale));
      if (closed) throw new AppError(REFUSED, 'rsvp_closed', closed);
      if (input.number_of_attendees > settings.guests_per_response) {
        const message = rules.partyTooLargeMessage(settings.guests_per_response, input.number_of_attendees);
        throw new AppError(REFUSED, 'party_too_large', message, { number_of_attendees: message });
      }
      const existing = await repo.findResponseByEmail(trx, event.id, email);
      await this.assertRoom(trx, event.id, settings, input, existing?.id ?? null);
      const invitationId = input.invitation_token ? await this.invitations.respond(trx, event.id, input.invitation_token, now) : null;
      const fields = {
        name: input.name,
        number_of_attendees: input.number_of_attendees,
        status: input.status,
        guests: JSON.stringify(input.guests),
        updated_at: now,
        language,
        ...(invitationId === null ? {} : { invitation_id: invitationId }),
      };
      let id: number;
      if (existing) {
        id = existing.id;
        await repo.updateResponse(trx, id, fields);
      } else {
        id = await repo.insertResponse(trx, { event_id: event.id, email, invitation_id: null, created_at: now, ...fields });
      }
      await this.deps.mail.queue(trx, 'rsvp_confirmation', { response_id: id });
      return { id, updated: existing !== undefined };
    });
    return { id: saved.id, status: input.status, message: rules.thanksMessage(publicI18n(pickPublicLanguage(hints)), { ...input, email }, saved.updated) };
  }

  /** `GET /api/v2/rsvp-report`: events with RSVP enabled or with responses, latest first, with their counts; only `ownerId`'s events when it is given. */
  async reportEvents(q: RsvpEventListQuery, ownerId: number | null = null): Promise<Page<RsvpEventSummary>> {
    const { db, dialect } = this.deps;
    const { rows, total } = await repo.listReportEvents(db, dialect, q, ownerId);
    const counts = await repo.countsByEvent(db, rows.map((r) => r.id));
    return {
      items: rows.map((r) => ({ event_id: r.id, title: r.title, start_date: r.start_date, limit: r.limit ?? -1, counts: counts.get(r.id)! })),
      total_items: total,
    };
  }

  /** `GET /api/v2/rsvp-report/{event id}`: the event's summary and one page of its responses of a status. @throws 404 unknown event, or outside `ownerId`'s events */
  async report(eventId: number, q: RsvpReportQuery, ownerId: number | null = null): Promise<RsvpReport> {
    const { db, dialect } = this.deps;
    const [event, page] = await Promise.all([this.summary(eventId, ownerId), repo.listResponses(db, dialect, { eventId, ...q })]);
    return { event, items: page.rows.map(rules.presentResponse), total_items: page.total };
  }

  /** The report's head: the event's title, date, limit and counts. @throws 404 unknown event, or outside `ownerId`'s events */
  private async summary(eventId: number, ownerId: number | null): Promise<RsvpEventSummary> {
    const { db } = this.deps;
    const event = await this.event(db, eventId, { ownerId });
    const [settings, counts] = await Promise.all([repo.findSettings(db, eventId), repo.countsByEvent(db, [eventId])]);
    return { event_id: event.id, title: event.title, start_date: event.start_date, limit: settings?.limit ?? -1, counts: counts.get(eventId)! };
  }

  /**
   * `GET /api/v2/rsvp-report/{event id}/unanswered`: the event's summary and one page of the people
   * it invited who have not answered (by address, latest invited first).
   * @throws 404 unknown event, or outside `ownerId`'s events
   */
  async unanswered(eventId: number, q: RsvpUnansweredQuery, ownerId: number | null = null): Promise<RsvpUnansweredReport> {
    const { db, dialect } = this.deps;
    const [event, page] = await Promise.all([this.summary(eventId, ownerId), repo.listUnanswered(db, dialect, { eventId, ...q })]);
    return {
      event,
      items: page.rows.map((r) => ({ invitation_id: r.id, name: r.name, email: r.email, invited_on: r.created_at, invitations: r.invitations })),
      total_items: page.total,
    };
  }

  /**
   * `PUT /api/v2/rsvp-report/{response id}`: the admin edits a response, under the same limit;
   * the change is in the audit trail under `actor`.
   * @throws 404 unknown response (or one of an event outside `ownerId`'s), 409 another response of the event has the address, 422 over the limit
   */
  async updateResponse(id: number, input: RsvpResponseUpdate, ownerId: number | null = null, actor: AuditActor | null = null): Promise<RsvpResponse> {
    const email = input.email.toLowerCase();
    await this.deps.db.transaction().execute(async (trx) => {
      const event = await this.responseEvent(trx, id, ownerId);
      const settings = rules.presentSettings(await repo.findSettings(trx, event.id, this.deps.dialect === 'postgres'), event.timezone);
      const other = await repo.findResponseByEmail(trx, event.id, email);
      if (other && other.id !== id) throw conflict(/*i18n*/ { id: 'Another response to this event already uses {email}.', values: { email } });
      await this.assertRoom(trx, event.id, settings, input, id);
      const before = await repo.findResponse(trx, id);
      await repo.updateResponse(trx, id, { ...input, email, updated_at: new Date().toISOString() });
      await recordAudit(trx, actor, { action: 'update', entity_type: 'rsvp_response', entity_id: id, summary: /*i18n*/ { id: 'Edited the RSVP of {name} to "{event}"', values: { name: input.name, event: event.title } }, before, after: { ...input, email } });
    });
    return rules.presentResponse((await repo.findResponse(this.deps.db, id))!);
  }

  /** `DELETE /api/v2/rsvp-report/{response id}`, in the audit trail under `actor`. @throws 404 unknown response, or one of an event outside `ownerId`'s */
  async deleteResponse(id: number, ownerId: number | null = null, actor: AuditActor | null = null): Promise<number[]> {
    await this.deps.db.transaction().execute(async (trx) => {
      const event = await this.responseEvent(trx, id, ownerId);
      const before = await repo.findResponse(trx, id);
      await repo.deleteResponse(trx, id);
      await recordAudit(trx, actor, { action: 'delete', entity_type: 'rsvp_response', entity_id: id, summary: /*i18n*/ { id: 'Deleted the RSVP of {name} to "{event}"', values: { name: before?.name ?? '', event: event.title } }, before });
    });
    return [id];
  }

  /** The personal RSVP page `/rsvp/<token>`: the event, the invitee and the form's view; null for an unknown token or a draft event. */
  invitationView(token: string): Promise<InvitationView | null> {
    return this.invitations.view(token, (eventId) => this.info(eventId));
  }

  /** True unless the global setting modules.rsvp is 'off'. */
  async moduleOn(): Promise<boolean> {
    return (await getSettings(this.deps.db)).modules.rsvp === 'on';
  }

  /**
   * The form's view of an event, or null for an unknown or draft event. `known` passes what the
   * caller has already read (the event's RSVP settings, the site's settings), so it is not read again,
   * and the reader's `locale` and `translate` for the closed reason (default: the site's locale, English).
   */
  async info(
    eventId: number,
    known: { settings?: repo.SettingsRow; site?: Settings; locale?: string; translate?: (message: ApiMessage) => string } = {},
  ): Promise<RsvpEventInfo | null> {
    const { db } = this.deps;
    const event = await repo.findEvent(db, eventId);
    if (!event || event.status === 'draft') return null;
    const [settings, counts, site] = await Promise.all([
      known.settings ?? repo.findSettings(db, eventId),
      repo.countsByEvent(db, [eventId]),
      known.site ?? getSettings(db),
    ]);
    return rules.eventInfo(event, rules.presentSettings(settings, event.timezone), counts.get(eventId)!, site.modules.rsvp === 'on', Date.now(), known.locale ?? site.locale, known.translate);
  }

  /** @throws 404 for an unknown event, (with `published`) a draft, or (with `ownerId`) an event outside the own-events rule */
  private async event(db: DB, id: number, options: { published?: boolean; ownerId?: number | null } = {}): Promise<repo.RsvpEventRow> {
    const event = await repo.findEvent(db, id);
    if (!event || (options.published && event.status === 'draft') || !inEventScope(event.author_id, options.ownerId ?? null)) throw notFound(/*i18n*/ 'Event', id);
    return event;
  }

  /** The event of a response. @throws 404 unknown response, or one of an event outside `ownerId`'s (as if unknown) */
  private async responseEvent(db: DB, id: number, ownerId: number | null): Promise<repo.RsvpEventRow> {
    const response = await repo.findResponse(db, id);
    const event = response ? await repo.findEvent(db, response.event_id) : undefined;
    if (!event || !inEventScope(event.author_id, ownerId)) throw notFound(/*i18n*/ 'RSVP response', id);
    return event;
  }

  /** @throws 422 'Only N places left' when a 'going' answer of `number_of_attendees` people would pass the limit */
  private async assertRoom(
    db: DB,
    eventId: number,
    settings: RsvpSettings,
    answer: { status: RsvpResponse['status']; number_of_attendees: number },
    replacing: number | null,
  ): Promise<void> {
    if (answer.status !== 'going' || settings.limit === -1) return;
    const left = rules.placesLeft(settings.limit, await repo.attending(db, eventId, replacing));
    if (answer.number_of_attendees > left) throw new AppError(REFUSED, 'rsvp_full', rules.overLimitMessage(left, answer.number_of_attendees));
  }
}
