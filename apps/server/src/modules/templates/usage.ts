import type { DB } from '../../db/database.js';
import type { ApiMessage } from '../../i18n/apiMessages.js';
import { getSettings } from '../settings/service.js';
import { eventsUsing } from './repository.js';

/** Most event titles a message names before "and N more". */
const NAMED_EVENTS = 5;

/** The kind of template each site-wide default of Settings holds (the message's select). */
const DEFAULT_KINDS = {
  default_landing_template: 'landing',
  default_ticket_template: 'ticket',
  default_certificate_template: 'certificate',
} as const;

/**
 * Who uses any of the templates, as one sentence a person can act on (events by title, an
 * occurrence series once; the site-wide defaults of Settings), a catalogue message; null when
 * nobody does.
 */
export async function templateUsage(db: DB, ids: number[]): Promise<ApiMessage | null> {
  if (ids.length === 0) return null;
  const events = await eventsUsing(db, ids);
  const titles = [...new Set(events.map((e) => `"${e.title}"`))];
  const parts: ApiMessage[] = [];
  if (titles.length > 0) {
    parts.push(/*i18n*/ {
      id: '{count, plural, one {The event {events} uses this template.} other {{more, plural, =0 {The events {events} use this template.} other {The events {events} and # more use this template.}}}}',
      values: { count: titles.length, events: titles.slice(0, NAMED_EVENTS).join(', '), more: Math.max(0, titles.length - NAMED_EVENTS) },
    });
  }
  const settings = await getSettings(db);
  // A template has one type, so it is the default of one kind at most.
  const kind = (Object.keys(DEFAULT_KINDS) as (keyof typeof DEFAULT_KINDS)[]).find((key) => {
    const id = settings[key];
    return id !== null && ids.includes(id);
  });
  if (kind) {
    parts.push(/*i18n*/ {
      id: 'Settings use it as the site-wide default {kind, select, landing {landing page} ticket {ticket} other {certificate}} template.',
      values: { kind: DEFAULT_KINDS[kind] },
    });
  }
  const [first, second] = parts;
  if (!first) return null;
  return second ? /*i18n*/ { id: '{first} {second}', values: { first, second } } : first;
}
