import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@eventory/core';

/**
 * The nouns lists (and the front-end mount's one event) are named by in shared texts ('Showing
 * x - y of n <noun>', 'Could not load the <noun>.'), each a message of its own so it is
 * translated as a word (issue #12).
 */
const NOUNS: Record<string, MessageDescriptor> = {
  event: /*i18n*/ { id: 'event' },
  events: /*i18n*/ { id: 'events' },
  occurrences: /*i18n*/ { id: 'occurrences' },
  bookings: /*i18n*/ { id: 'bookings' },
  attendees: /*i18n*/ { id: 'attendees' },
  schedules: /*i18n*/ { id: 'schedules' },
  speakers: /*i18n*/ { id: 'speakers' },
  organizers: /*i18n*/ { id: 'organizers' },
  'speaker groups': /*i18n*/ { id: 'speaker groups' },
  groups: /*i18n*/ { id: 'groups' },
  categories: /*i18n*/ { id: 'categories' },
  tags: /*i18n*/ { id: 'tags' },
  templates: /*i18n*/ { id: 'templates' },
  users: /*i18n*/ { id: 'users' },
  scripts: /*i18n*/ { id: 'scripts' },
  'saved scripts': /*i18n*/ { id: 'saved scripts' },
  responses: /*i18n*/ { id: 'responses' },
  invitees: /*i18n*/ { id: 'invitees' },
  entries: /*i18n*/ { id: 'entries' },
  report: /*i18n*/ { id: 'report' },
  'RSVP report': /*i18n*/ { id: 'RSVP report' },
  'RSVP settings': /*i18n*/ { id: 'RSVP settings' },
  'audit trail': /*i18n*/ { id: 'audit trail' },
  'API tokens': /*i18n*/ { id: 'API tokens' },
};

/** A list noun in the active language (a noun without a message stays as given). */
export function nounText(noun: string): string {
  const message = NOUNS[noun];
  return message ? i18n._(message) : noun;
}
