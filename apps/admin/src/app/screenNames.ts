import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@eventory/core';
import { matchPath } from 'react-router-dom';

/** Each admin route (AppRoutes) with the name its browser tab shows; the first match wins. */
const SCREEN_NAMES: readonly (readonly [pattern: string, name: MessageDescriptor])[] = [
  ['/events', /*i18n*/ { id: 'Events' }],
  ['/events/empty', /*i18n*/ { id: 'Events' }],
  ['/events/create', /*i18n*/ { id: 'Create event' }],
  ['/events/create/:id/:section', /*i18n*/ { id: 'Edit event' }],
  ['/categories', /*i18n*/ { id: 'Event Categories' }],
  ['/categories/create', /*i18n*/ { id: 'Add category' }],
  ['/categories/edit/:id', /*i18n*/ { id: 'Edit category' }],
  ['/tags', /*i18n*/ { id: 'Event Tags' }],
  ['/tags/create', /*i18n*/ { id: 'Add tag' }],
  ['/tags/edit/:id', /*i18n*/ { id: 'Edit tag' }],
  ['/speakers', /*i18n*/ { id: 'Speakers' }],
  ['/speakers/create', /*i18n*/ { id: 'Add speaker' }],
  ['/speakers/edit/:id', /*i18n*/ { id: 'Edit speaker' }],
  ['/group', /*i18n*/ { id: 'Speakers Group' }],
  ['/group/create', /*i18n*/ { id: 'Add speaker group' }],
  ['/schedules', /*i18n*/ { id: 'Schedules' }],
  ['/schedules/empty', /*i18n*/ { id: 'Schedules' }],
  ['/schedules/create', /*i18n*/ { id: 'Add schedule' }],
  ['/schedules/edit/:id', /*i18n*/ { id: 'Edit schedule' }],
  ['/attendees', /*i18n*/ { id: 'Attendees' }],
  ['/attendees/event/:eventId', /*i18n*/ { id: 'Attendees' }],
  ['/attendees/edit/:id', /*i18n*/ { id: 'Edit attendee' }],
  ['/purchase-report', /*i18n*/ { id: 'Bookings' }],
  ['/purchase-report/booking/:id', /*i18n*/ { id: 'Booking #{id}' }],
  ['/purchase-report/:eventId', /*i18n*/ { id: 'Bookings' }],
  ['/ticket-scanner', /*i18n*/ { id: 'Ticket scanner' }],
  ['/ticket-scanner/:eventId', /*i18n*/ { id: 'Ticket scanner' }],
  ['/rsvp-report', /*i18n*/ { id: 'RSVP' }],
  ['/rsvp-report/create', /*i18n*/ { id: 'RSVP invitations' }],
  ['/rsvp-report/:eventId', /*i18n*/ { id: 'RSVP responses' }],
  ['/template-builder', /*i18n*/ { id: 'Templates' }],
  ['/template-builder/:id', /*i18n*/ { id: 'Template builder' }],
  ['/users', /*i18n*/ { id: 'Users' }],
  ['/users/create', /*i18n*/ { id: 'Users' }],
  ['/settings', /*i18n*/ { id: 'Settings' }],
  ['/shortcodes', /*i18n*/ { id: 'Shortcodes' }],
  ['/access-control', /*i18n*/ { id: 'Access Control' }],
  ['/license', /*i18n*/ { id: 'License' }],
  ['/api-tokens', /*i18n*/ { id: 'API tokens' }],
  ['/audit', /*i18n*/ { id: 'Audit trail' }],
];

/** The application's name, after the screen's in every browser tab title. */
export const APP_NAME = 'Eventory';

/**
 * The browser tab title of the admin route `pathname`: '<screen> ‹ Eventory' (issue #9 §3), the route's
 * parameters filled in where the name has them ('Booking #7 ‹ Eventory'), or 'Eventory' for an unknown route.
 */
export function screenTitle(pathname: string): string {
  for (const [pattern, name] of SCREEN_NAMES) {
    const match = matchPath(pattern, pathname);
    if (match) return `${i18n._(name.id, match.params)} ‹ ${APP_NAME}`;
  }
  return APP_NAME;
}
