import type { RsvpStatus } from '@eventory/core';
import { composeMail } from '../mail/layout.js';
import { getSettings } from '../settings/service.js';
import { invitationLink } from './invitations.js';
import type { RsvpServiceDeps } from './service.js';
import * as repo from './repository.js';
import { eventStart, STATUS_LABELS } from './rules.js';

const eventLink = (siteUrl: string, slug: string) => `${siteUrl}/event/${encodeURIComponent(slug)}`;

/**
 * The RSVP mail templates (issue #4 "Mail"), rendered at send time from ids, so a deleted
 * invitation or response sends nothing:
 * - 'rsvp_invitation' `{ invitation_id }`: the invitation's own subject and message, and the
 *   personal link `SITE_URL/rsvp/<token>`;
 * - 'rsvp_confirmation' `{ response_id }`: the answer as recorded, with a link to the event page.
 * The event's start reads in its own zone with its offset, in the site's locale.
 */
export function registerRsvpMails({ db, mail, siteUrl }: RsvpServiceDeps): void {
  mail.register('rsvp_invitation', async ({ invitation_id }: { invitation_id: number }) => {
    const invitation = await repo.findInvitation(db, invitation_id);
    const event = invitation && (await repo.findEvent(db, invitation.event_id));
    if (!invitation || !event) return null;
    const { locale } = await getSettings(db);
    return composeMail({
      to: invitation.email,
      subject: invitation.subject,
      paragraphs: [...(invitation.name ? [`Hello ${invitation.name},`] : []), invitation.message],
      details: [
        ['Event', event.title],
        ['When', eventStart(event, locale)],
      ],
      link: { label: 'Answer the RSVP', url: invitationLink(siteUrl, invitation.token) },
    });
  });

  mail.register('rsvp_confirmation', async ({ response_id }: { response_id: number }) => {
    const response = await repo.findResponse(db, response_id);
    const event = response && (await repo.findEvent(db, response.event_id));
    if (!response || !event) return null;
    const { locale } = await getSettings(db);
    const answer = STATUS_LABELS[response.status as RsvpStatus];
    return composeMail({
      to: response.email,
      subject: `Your RSVP for ${event.title}: ${answer}`,
      paragraphs: [`Hello ${response.name},`, `Thank you for your answer. This is what we have recorded for ${event.title}.`],
      details: [
        ['Event', event.title],
        ['When', eventStart(event, locale)],
        ['Your answer', answer],
        ['Number of attendees', String(response.number_of_attendees)],
      ],
      link: { label: 'View the event', url: eventLink(siteUrl, event.slug) },
    });
  });
}
