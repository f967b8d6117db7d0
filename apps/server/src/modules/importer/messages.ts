import type { z } from 'zod';
import type { I18n, Language, MessageDescriptor } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { issueValues, sentences, type ApiMessage } from '../../i18n/apiMessages.js';
import { serverI18n } from '../../i18n/serverI18n.js';
import { getSettings } from '../settings/service.js';

/**
 * The importers' refusals (issue #12 §2): written once as catalogue messages, rendered in the
 * reader's language by the error handler; the file's own values (titles, ids, dates) go in as they
 * are. Warnings are catalogue messages too; the routes render them.
 */

const NOTHING_IMPORTED = /*i18n*/ 'Nothing was imported.';

const asDescriptor = (message: ApiMessage): MessageDescriptor => (typeof message === 'string' ? { id: message } : message);

/** A file that cannot be read: `kind` names the format ('iCalendar file'), `reason` says why (a catalogue fragment). */
export function invalidFile(code: string, kind: 'ics' | 'schedule', reason: MessageDescriptor): AppError {
  const head =
    kind === 'ics'
      ? /*i18n*/ { id: 'This file is not a valid iCalendar file: {reason}', values: { reason } }
      : /*i18n*/ { id: 'This file is not a valid Pentabarf/Frab schedule: {reason}', values: { reason } };
  return new AppError(400, code, sentences(head, NOTHING_IMPORTED));
}

/** A record of the file our rules refuse: `subject` names it ('"Talk" (talk 12)'), `why` is the rule's message. */
export function refusedRecord(code: string, subject: MessageDescriptor, why: ApiMessage): AppError {
  return new AppError(400, code, sentences(/*i18n*/ { id: '{subject} cannot be imported: {why}', values: { subject, why: asDescriptor(why) } }, NOTHING_IMPORTED));
}

/** The first issue of a refused parse as a reason: `field: message.` */
export function issueReason(error: z.ZodError): MessageDescriptor {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.');
  const values = issueValues(issue);
  const reason = Object.keys(values).length ? { id: issue.message, values } : { id: issue.message };
  return field ? /*i18n*/ { id: '{field}: {reason}.', values: { field, reason } } : /*i18n*/ { id: '{reason}.', values: { reason } };
}

/**
 * The language of the texts an import writes into the records (issue #12 §2): the title of an event
 * without one, a conference day's title and weekday. They are content every admin and visitor reads,
 * and the command line imports with no user, so they are in the site's default language (Settings
 * `site_language`), not the importing user's.
 */
export async function contentLanguage(db: DB): Promise<{ language: Language; i18n: I18n }> {
  const { site_language: language } = await getSettings(db);
  return { language, i18n: serverI18n(language) };
}
