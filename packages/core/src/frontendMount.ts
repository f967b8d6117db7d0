/**
 * The containers a public page may hold for the front-end mount (SPEC §2 "Front-end mount", the
 * original's ids): the multivendor form (a vendor's login and events), the multivendor attendee
 * list (their events' attendees) and the front-end attendee list (one event's attendee names, its
 * id in `data-event-id`). The server places them; the admin's second entry renders into them.
 */
export const FRONTEND_CONTAINERS = {
  vendorForm: 'etn-multivendor-form',
  vendorAttendees: 'etn-multivendor-attendee-list',
  attendeeList: 'etn-frontend-attendee-list',
} as const;
