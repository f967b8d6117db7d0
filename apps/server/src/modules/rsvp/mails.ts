import type { RsvpStatus } from '@eventory/core';
import { composeMail } from '../mail/layout.js';
import { mailLocale } from '../mail/locale.js';
import { invitationLink } from './invitations.js';
import type { RsvpServiceDeps } from './service.js';
import * as repo from './repository.js';
import { eventStart, STATUS_LABELS } from './rules.js';

const eventLink = (siteUrl: string, slug: string) => `${siteUrl}/event/${encodeURIComponent(slug)}`;

/**
 * The RSVP mail templates (issue #4 "Mail"), rendered at send time from ids, so a deleted
 * invitation or response sends nothing:
 * - 'rsvp_invitation' `{ invitation_id }`: the invitation's own subject and message, and the
 *   personal link `SITE_URL/rsvp/<token>`; its frame in the site's default language;
 * - 'rsvp_confirmation' `{ response_id }`: the answer as recorded, with a link to the event page,
 *   in the language the visitor answered in (issue #12 §2), else the site's default.
 * The event's start reads in its own zone with its offset, in the mail language's locale.
 */
export function registerRsvpMails({ db, mail, siteUrl }: RsvpServiceDeps): void {
  mail.register('rsvp_invitation', async ({ invitation_id }: { invitation_id: number }) => {
    const invitation = await repo.findInvitation(db, invitation_id);
    const event = invitation && (await repo.findEvent(db, invitation.event_id));
    if (!invitation || !event) return null;
    const { i18n, locale } = await mailLocale(db, null);
    return composeMail(
      {
        to: invitation.email,
        subject: invitation.subject,
        paragraphs: [...(invitation.name ? [i18n._('Hello {name},', { name: invitation.name })] : []), invitation.message],
        details: [
          [i18n._('Event'), event.title],
          [i18n._('When'), eventStart(event, locale)],
        ],
        link: { label: i18n._('Answer the RSVP'), url: invitationLink(siteUrl, invitation.token) },
      },
      i18n,
    );
  });

  mail.register('rsvp_confirmation', async ({ response_id }: { response_id: number }) => {
    const response = await repo.findResponse(db, response_id);
    const event = response && (await repo.findEvent(db, response.event_id));
    if (!response || !event) return null;
    const { i18n, locale } = await mailLocale(db, response.language);
    const answer = i18n._(STATUS_LABELS[response.status as RsvpStatus]);
    return composeMail(
      {
        to: response.email,
        subject: i18n._('Your RSVP for {event}: {answer}', { event: event.title, answer }),
        paragraphs: [i18n._('Hello {name},', { name: response.name }), i18n._('Thank you for your answer. This is what we have recorded for {event}.', { event: event.title })],
        details: [
          [i18n._('Event'), event.title],
          [i18n._('When'), eventStart(event, locale)],
          [i18n._('Your answer'), answer],
          [i18n._('Number of attendees'), String(response.number_of_attendees)],
        ],
        link: { label: i18n._('View the event'), url: eventLink(siteUrl, event.slug) },
      },
      i18n,
    );
  });
}
