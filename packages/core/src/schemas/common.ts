import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.js';
import { isValidDate, isValidTime, isValidTimezone } from '../timezone.js';

/** A calendar date `YYYY-MM-DD`. */
export const dateString = z.string({ message: /*i18n*/ 'Give a date written YYYY-MM-DD' }).refine(isValidDate, { message: /*i18n*/ 'Use a real date written YYYY-MM-DD' });
/** A 24-hour time `HH:mm`. */
export const timeString = z.string({ message: /*i18n*/ 'Give a time written HH:mm' }).refine(isValidTime, { message: /*i18n*/ 'Use a 24-hour time written HH:mm' });
/** An IANA timezone or `UTC±H[:MM]`. */
export const timezoneString = z
  .string()
  .trim()
  .refine(isValidTimezone, { message: /*i18n*/ 'Use an IANA timezone such as Europe/Berlin, or an offset such as UTC+5:30' });

/** Largest id a database row can have (a 32-bit integer column on PostgreSQL); larger is a 400, not a 500. */
export const MAX_ID = 2_147_483_647;
export const ID_TOO_LARGE = /*i18n*/ 'An id is at most {maximum}';

/** The refinement options of an id list's limit (a refinement has no `maximum` of its own). */
export const ID_LIST_TOO_LARGE = { message: ID_TOO_LARGE, params: { maximum: MAX_ID } };

/** A row id inside a JSON body (category, tag, template ids). */
export const bodyId = z.number().int().positive().max(MAX_ID, ID_TOO_LARGE);

/** A positive integer id in a path or query string. */
export const idParam = z.coerce.number({ message: /*i18n*/ 'The id must be a number' }).int().positive(/*i18n*/ 'The id must be a positive integer').max(MAX_ID, ID_TOO_LARGE);

export const idParams = z.object({ id: idParam });

/** `?ids=1,2,3` of bulk deletes. */
export const idsQuery = z.object({
  ids: z
    .string({ message: /*i18n*/ 'Give the ids to delete as ids=1,2,3' })
    .regex(/^\d+(,\d+)*$/, /*i18n*/ 'Give the ids to delete as ids=1,2,3')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= 1000, /*i18n*/ 'Delete at most 1000 items at once')
    .refine((ids) => ids.every((id) => id <= MAX_ID), ID_LIST_TOO_LARGE),
});

/** `paged` (from 1) and `per_page` (default 10, at most 100) of every list. */
export const pagingQuery = z.object({
  paged: z.coerce.number({ message: /*i18n*/ 'paged must be a number' }).int().min(1, /*i18n*/ 'paged starts at 1').default(1),
  per_page: z.coerce
    .number({ message: /*i18n*/ 'per_page must be a number' })
    .int()
    .min(1, /*i18n*/ 'per_page must be at least 1')
    .max(MAX_PAGE_SIZE, /*i18n*/ 'per_page must be at most {maximum}')
    .default(DEFAULT_PAGE_SIZE),
});

/** A page of a list: SPEC §7 `{ items, total_items }`. */
export interface Page<T> {
  items: T[];
  total_items: number;
  /** True when `total_items` is an estimate (a broad search, issue #9); absent when it is exact. */
  total_is_estimate?: boolean;
}

/** The body of every 4xx/5xx answer (ARCHITECTURE "API conventions"). */
export interface ApiErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string>;
}
