/**
 * The containers a public page may hold (SPEC §2 "Front-end mount", the original's ids): the
 * multivendor form (a vendor's login and events), the multivendor attendee list (their events'
 * attendees) and the front-end attendee list (one event's attendee names, `data-event-id`).
 */
export const CONTAINERS = {
  vendorForm: 'etn-multivendor-form',
  vendorAttendees: 'etn-multivendor-attendee-list',
  attendeeList: 'etn-frontend-attendee-list',
} as const;
