/**
 * The ticket scanner link of SPEC §7 "Other links" is the admin URL with
 * `?etn_action=ticket_scanner&event_id=N`; the SPA shows it as the hash route `#/ticket-scanner/N`.
 * Without a usable event it opens `#/ticket-scanner`, where the event is chosen. Answers the URL to
 * replace the current one with, or null when the link is not a scanner link.
 */
export function scannerLinkTarget(href: string): string | null {
  const url = new URL(href);
  if (url.searchParams.get('etn_action') !== 'ticket_scanner') return null;
  const eventId = Number(url.searchParams.get('event_id'));
  url.searchParams.delete('etn_action');
  url.searchParams.delete('event_id');
  url.hash = Number.isInteger(eventId) && eventId > 0 ? `/ticket-scanner/${eventId}` : '/ticket-scanner';
  return url.toString();
}
