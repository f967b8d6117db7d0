/** The RSVP routes of SPEC §2. */
export const RSVP_LIST_PATH = '/rsvp-report';
export const RSVP_INVITE_PATH = '/rsvp-report/create';

/** The report of one event's responses. */
export const rsvpReportPath = (eventId: number) => `/rsvp-report/${eventId}`;
