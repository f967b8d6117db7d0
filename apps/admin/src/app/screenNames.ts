import { matchPath } from 'react-router-dom';

/** Each admin route (AppRoutes) with the name its browser tab shows; the first match wins. */
const SCREEN_NAMES: readonly (readonly [pattern: string, name: string])[] = [
  ['/events', 'Events'],
  ['/events/empty', 'Events'],
  ['/events/create', 'Create event'],
  ['/events/create/:id/:section', 'Edit event'],
  ['/categories', 'Event Categories'],
  ['/categories/create', 'Add category'],
  ['/categories/edit/:id', 'Edit category'],
  ['/tags', 'Event Tags'],
  ['/tags/create', 'Add tag'],
  ['/tags/edit/:id', 'Edit tag'],
  ['/speakers', 'Speakers'],
  ['/speakers/create', 'Add speaker'],
  ['/speakers/edit/:id', 'Edit speaker'],
  ['/group', 'Speakers Group'],
  ['/group/create', 'Add speaker group'],
  ['/schedules', 'Schedules'],
  ['/schedules/empty', 'Schedules'],
  ['/schedules/create', 'Add schedule'],
  ['/schedules/edit/:id', 'Edit schedule'],
  ['/attendees', 'Attendees'],
  ['/attendees/event/:eventId', 'Attendees'],
  ['/attendees/edit/:id', 'Edit attendee'],
  ['/purchase-report', 'Bookings'],
  ['/purchase-report/booking/:id', 'Booking'],
  ['/purchase-report/:eventId', 'Bookings'],
  ['/ticket-scanner', 'Ticket scanner'],
  ['/ticket-scanner/:eventId', 'Ticket scanner'],
  ['/rsvp-report', 'RSVP'],
  ['/rsvp-report/create', 'RSVP invitations'],
  ['/rsvp-report/:eventId', 'RSVP responses'],
  ['/template-builder', 'Templates'],
  ['/template-builder/:id', 'Template builder'],
  ['/users', 'Users'],
  ['/users/create', 'Users'],
  ['/settings', 'Settings'],
  ['/shortcodes', 'Shortcodes'],
  ['/access-control', 'Access Control'],
  ['/license', 'License'],
  ['/api-tokens', 'API tokens'],
  ['/audit', 'Audit trail'],
];

/** The application's name, after the screen's in every browser tab title. */
export const APP_NAME = 'Eventory';

/** The browser tab title of the admin route `pathname`: '<screen> ‹ Eventory' (issue #9 §3), or 'Eventory' for an unknown route. */
export function screenTitle(pathname: string): string {
  const entry = SCREEN_NAMES.find(([pattern]) => matchPath(pattern, pathname));
  return entry ? `${entry[1]} ‹ ${APP_NAME}` : APP_NAME;
}
