import type { FormInstance } from 'antd';
import { ApiError } from '../api/client';
import { splitFieldErrors } from './fieldErrors';

/** A save that failed with something the fields cannot show (a 409, or errors of other fields). */
export interface SaveFailure {
  message: string;
  details: string[];
}

/**
 * Puts a failed save's field errors on the form and, when something is left that no field shows
 * (no field errors at all, or errors of fields this form lacks), describes it as a {@link SaveFailure}.
 * @param fields the form's field names, dotted, with `*` for list indexes
 * @param fallback the message when the error carries none (e.g. 'The event could not be saved.')
 * @returns the message to announce and the failure to show above the buttons, if any
 */
export function handleSaveError(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { message: string; failure: SaveFailure | null } {
  const message = error instanceof Error && error.message ? error.message : fallback;
  const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
  const { marked, unmatched } = splitFieldErrors(errors, fields);
  form.setFields(marked);
  const allOnFields = marked.length > 0 && unmatched.length === 0;
  return { message, failure: allOnFields ? null : { message, details: unmatched } };
}
