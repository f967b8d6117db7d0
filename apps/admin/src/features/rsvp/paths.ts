/** The RSVP routes of SPEC §2. */
export const RSVP_LIST_PATH = '/rsvp-report';

/** The report of one event's responses. */
export const rsvpReportPath = (eventId: number) => `/rsvp-report/${eventId}`;
