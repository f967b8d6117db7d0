import type { DB } from '../../db/database.js';
import { getSettings } from '../settings/service.js';
import { eventsUsing } from './repository.js';

/** Most event titles a message names before "and N more". */
const NAMED_EVENTS = 5;

const DEFAULT_LABELS = {
  default_landing_template: 'landing page',
  default_ticket_template: 'ticket',
  default_certificate_template: 'certificate',
} as const;

/**
 * Who uses any of the templates, as one sentence a person can act on (events by title, an
 * occurrence series once; the site-wide defaults of Settings), or null when nobody does.
 */
export async function templateUsage(db: DB, ids: number[]): Promise<string | null> {
  if (ids.length === 0) return null;
  const events = await eventsUsing(db, ids);
  const titles = [...new Set(events.map((e) => `"${e.title}"`))];
  const parts: string[] = [];
  if (titles.length > 0) {
    const named = titles.slice(0, NAMED_EVENTS).join(', ');
    const more = titles.length > NAMED_EVENTS ? ` and ${titles.length - NAMED_EVENTS} more` : '';
    parts.push(`${titles.length === 1 ? 'The event' : 'The events'} ${named}${more} ${titles.length === 1 ? 'uses' : 'use'} this template.`);
  }
  const settings = await getSettings(db);
  const defaults = (Object.keys(DEFAULT_LABELS) as (keyof typeof DEFAULT_LABELS)[]).filter((key) => {
    const id = settings[key];
    return id !== null && ids.includes(id);
  });
  if (defaults.length > 0) parts.push(`Settings use it as the site-wide default ${defaults.map((k) => DEFAULT_LABELS[k]).join(' and ')} template.`);
  return parts.length > 0 ? parts.join(' ') : null;
}
