import { formatWallClock, RSVP_STATUSES, type MessageDescriptor, type RsvpEventInfo, type RsvpStatus } from '@eventory/core';
import { DEFAULT_DEADLINE_TIME, DISABLED_MESSAGE, MODULE_OFF_MESSAGE } from '../modules/rsvp/rules.js';
import { html, type SafeHtml } from './html.js';
import type { PageText } from './publicText.js';
import { staticUrl } from './staticAssets.js';

/** Who the form is for, when they came through a personal invitation link (`/rsvp/<token>`). */
export interface RsvpInvitee {
  name: string;
  email: string;
  token: string;
  /** Their answer so far (by their email), which the form then shows and changes rather than silently replaces. */
  answer?: { name: string; number_of_attendees: number; status: RsvpStatus };
}

/** The answers as the form labels them. */
const STATUS_LABELS: Record<RsvpStatus, MessageDescriptor> = {
  going: /*i18n*/ { id: 'Going' },
  not_going: /*i18n*/ { id: 'Not going' },
  maybe: /*i18n*/ { id: 'Maybe' },
};

function deadline(info: RsvpEventInfo, locale: string): string {
  return formatWallClock(info.settings.deadline_date!, info.settings.deadline_time ?? DEFAULT_DEADLINE_TIME, { locale });
}

function summary(info: RsvpEventInfo, { i18n, locale }: PageText): string {
  const parts: string[] = [];
  if (info.remaining === 0) parts.push(i18n._('No places left: you can still answer not going or maybe.'));
  else if (info.remaining > 0) parts.push(i18n._('{count, plural, one {# place left.} other {# places left.}}', { count: info.remaining }));
  if (info.settings.deadline_date) parts.push(i18n._('Answer by {date}.', { date: deadline(info, locale) }));
  return parts.join(' ');
}

/** Why the form is closed, in the page's language (the API's `closed_reason` is English). */
function closedReason(info: RsvpEventInfo, { i18n, locale }: PageText): string {
  if (info.closed_reason === MODULE_OFF_MESSAGE) return i18n._('RSVP is turned off on this site.');
  if (info.closed_reason === DISABLED_MESSAGE || !info.settings.deadline_date) return i18n._('This event does not take RSVPs.');
  return i18n._('RSVP closed on {date}.', { date: deadline(info, locale) });
}

/** The words /static/rsvp.js writes into the form, in the page's language. */
function scriptMessages({ i18n }: PageText): Record<string, string> {
  return {
    saved: i18n._('Thank you! Your RSVP is saved.'),
    failed: i18n._('Your RSVP could not be saved. Please try again.'),
    marked: i18n._('Please correct the marked fields.'),
    sending: i18n._('Sending…'),
    unreachable: i18n._('The server could not be reached. Check your connection and try again.'),
  };
}

/**
 * The RSVP section (issue #4) of the event page and of the personal page `/rsvp/<token>`: nothing
 * without `info` (no RSVP for the event); the reason when closed; otherwise the form, with visible
 * labels (Name, Email, Number of attendees, Will you attend? Going / Not going / Maybe), prefilled
 * for an invitee (with their answer so far, said above the form, when they gave one); in the page's language (issue #12), its closing date in the page's locale.
 * /static/rsvp.js posts it as JSON to `POST /api/v2/rsvp-registration` and shows the server's
 * message in the form's live region (the CSP allows no inline script), a refused field's message
 * beside it in plain words (`novalidate`: not the browser's own bubbles); after a saved answer it
 * reads the page again and replaces `.rsvp-standing` (places left, the invitee's answer so far), so
 * what the page says stays true without a reload.
 */
export function rsvpForm(info: RsvpEventInfo | null, text: PageText, { invitee }: { invitee?: RsvpInvitee } = {}): SafeHtml {
  if (!info) return html``;
  const { i18n } = text;
  const heading = html`<h2 id="rsvp-heading">${i18n._('RSVP')}</h2>`;
  if (!info.open) return html`<section class="rsvp" aria-labelledby="rsvp-heading">${heading}<p class="rsvp-closed">${closedReason(info, text)}</p></section>`;
  const note = summary(info, text);
  const answer = invitee?.answer;
  // With no places left, Going is not offered (unless it is this invitee's answer, whose places are held).
  const full = info.remaining === 0 && answer?.status !== 'going';
  // Nothing is chosen for a guest who has not answered: sending the form as it came must not say 'going'.
  const checked = answer?.status ?? null;
  return html`<section class="rsvp" aria-labelledby="rsvp-heading">${heading}
<div class="rsvp-standing">${note ? html`<p class="muted">${note}</p>` : ''}${answer ? html`<p class="rsvp-answered">${i18n._('You already answered “{status}” for {count, plural, one {# person} other {# people}}. Sending the form changes your answer.', { status: i18n._(STATUS_LABELS[answer.status]), count: answer.number_of_attendees })}</p>` : ''}</div>
<form class="rsvp-form" data-rsvp-form data-event-id="${info.event_id}" data-language="${text.language}" data-messages="${JSON.stringify(scriptMessages(text))}" novalidate>
${invitee ? html`<input type="hidden" name="invitation_token" value="${invitee.token}">` : ''}
<label for="rsvp-name">${i18n._('Name')}</label>
<input id="rsvp-name" name="name" autocomplete="name" required maxlength="200" value="${answer?.name ?? invitee?.name ?? ''}">
<label for="rsvp-email">${i18n._('Email')}</label>
<input id="rsvp-email" name="email" type="email" autocomplete="email" required maxlength="320" value="${invitee?.email ?? ''}">
<label for="rsvp-count">${i18n._('Number of attendees')}</label>
<input id="rsvp-count" name="number_of_attendees" type="number" inputmode="numeric" required min="1" max="${info.settings.guests_per_response}" value="${Math.min(answer?.number_of_attendees ?? 1, info.settings.guests_per_response)}">
<fieldset><legend>${i18n._('Will you attend?')}</legend>
${RSVP_STATUSES.map(
  (status) =>
    html`<label><input type="radio" name="status" value="${status}"${status === checked ? html` checked` : ''}${full && status === 'going' ? html` disabled` : ''}> ${i18n._(STATUS_LABELS[status])}</label>`,
)}
</fieldset>
<button type="submit">${i18n._('Send RSVP')}</button>
<p class="rsvp-message" role="status" aria-live="polite"></p>
</form>
<script src="${staticUrl('formErrors.js')}" defer></script>
<script src="${staticUrl('rsvp.js')}" defer></script>
</section>`;
}
