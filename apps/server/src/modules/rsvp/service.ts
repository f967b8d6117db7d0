import type { RsvpEventInfo } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { MailOutbox } from '../mail/outbox.js';

/** RSVP rules (issue #4 "RSVP"): per-event settings, registrations, the report and invitations. */
export class RsvpService {
  constructor(readonly deps: { db: DB; dialect: Dialect; mail: MailOutbox; siteUrl: string }) {}

  /** What the public RSVP form of an event needs, or null when the event has no RSVP settings. */
  async eventInfo(_eventId: number): Promise<RsvpEventInfo | null> {
    return null;
  }
}
