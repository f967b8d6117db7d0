import { formatWallClock, RSVP_STATUSES, type RsvpEventInfo } from '@eventory/core';
import { DEFAULT_DEADLINE_TIME, STATUS_LABELS } from '../modules/rsvp/rules.js';
import { html, type SafeHtml } from './html.js';

/** Who the form is for, when they came through a personal invitation link (`/rsvp/<token>`). */
export interface RsvpInvitee {
  name: string;
  email: string;
  token: string;
}

function summary(info: RsvpEventInfo, locale: string | undefined): string {
  const parts: string[] = [];
  if (info.remaining === 0) parts.push('No places left: you can still answer not going or maybe.');
  else if (info.remaining > 0) parts.push(`${info.remaining} ${info.remaining === 1 ? 'place' : 'places'} left.`);
  if (info.settings.deadline_date) parts.push(`Answer by ${formatWallClock(info.settings.deadline_date, info.settings.deadline_time ?? DEFAULT_DEADLINE_TIME, { locale })}.`);
  return parts.join(' ');
}

/**
 * The RSVP section (issue #4) of the event page and of the personal page `/rsvp/<token>`: nothing
 * without `info` (no RSVP for the event); the reason when closed; otherwise the form, with visible
 * labels (Name, Email, Number of attendees, Will you attend? Going / Not going / Maybe), prefilled
 * for an invitee; its closing date in the site's `locale`. /static/rsvp.js posts it as JSON to `POST /api/v2/rsvp-registration` and shows
 * the server's message in the form's live region (the CSP allows no inline script).
 */
export function rsvpForm(info: RsvpEventInfo | null, { invitee, locale }: { invitee?: RsvpInvitee; locale?: string } = {}): SafeHtml {
  if (!info) return html``;
  const heading = html`<h2 id="rsvp-heading">RSVP</h2>`;
  if (!info.open) return html`<section class="rsvp" aria-labelledby="rsvp-heading">${heading}<p class="rsvp-closed">${info.closed_reason}</p></section>`;
  const note = summary(info, locale);
  return html`<section class="rsvp" aria-labelledby="rsvp-heading">${heading}
${note ? html`<p class="muted">${note}</p>` : ''}
<form class="rsvp-form" data-rsvp-form data-event-id="${info.event_id}">
${invitee ? html`<input type="hidden" name="invitation_token" value="${invitee.token}">` : ''}
<label for="rsvp-name">Name</label>
<input id="rsvp-name" name="name" autocomplete="name" required maxlength="200" value="${invitee?.name ?? ''}">
<label for="rsvp-email">Email</label>
<input id="rsvp-email" name="email" type="email" autocomplete="email" required maxlength="320" value="${invitee?.email ?? ''}">
<label for="rsvp-count">Number of attendees</label>
<input id="rsvp-count" name="number_of_attendees" type="number" inputmode="numeric" required min="1" max="${info.settings.guests_per_response}" value="1">
<fieldset><legend>Will you attend?</legend>
${RSVP_STATUSES.map(
  (status, i) => html`<label><input type="radio" name="status" value="${status}"${i === 0 ? html` checked` : ''}> ${STATUS_LABELS[status]}</label>`,
)}
</fieldset>
<button type="submit">Send RSVP</button>
<p class="rsvp-message" role="status" aria-live="polite"></p>
</form>
<script src="/static/formErrors.js" defer></script>
<script src="/static/rsvp.js" defer></script>
</section>`;
}
