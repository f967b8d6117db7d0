import { z } from 'zod';
import { readShortcode } from './shortcode.js';
import { ShortcodeSyntaxError } from './grammar.js';

/** Longest shortcode a script may hold, characters. */
export const MAX_SHORTCODE_LENGTH = 4000;
/** Most registered domains Settings keeps (issue #11 §4). */
export const MAX_REGISTERED_DOMAINS = 100;

/**
 * `POST /api/v2/shortcodes/script` body (SPEC §7 "Create shortcode script"): the widget's name as
 * the card shows it and the generated shortcode, which must read as one of the 20 widgets'.
 */
export const shortcodeScriptInput = z.object({
  post_name: z.string({ message: /*i18n*/ 'Give the post_name (the widget the script shows)' }).trim().min(1, /*i18n*/ 'Give the post_name (the widget the script shows)').max(200, /*i18n*/ 'Keep post_name under 200 characters'),
  shortcode: z
    .string({ message: /*i18n*/ 'Give the shortcode to embed' })
    .trim()
    .min(1, /*i18n*/ 'Give the shortcode to embed')
    .max(MAX_SHORTCODE_LENGTH, /*i18n*/ 'A shortcode is at most {maximum} characters')
    .superRefine((text, ctx) => {
      try {
        readShortcode(text);
      } catch (error) {
        if (!(error instanceof ShortcodeSyntaxError)) throw error;
        // The reason's catalogue message, rendered by the API in the reader's language (its values as the issue's params).
        ctx.addIssue({ code: 'custom', message: error.reason.id, params: { ...error.reason.values, shortcode_error: error.code } });
      }
    }),
});
export type ShortcodeScriptInput = z.output<typeof shortcodeScriptInput>;

/** A saved script as listed: where it was last seen embedded, most recent first. */
export interface ShortcodeScript {
  id: number;
  post_name: string;
  shortcode: string;
  /** ISO 8601 UTC. */
  created_at: string;
  origins: { origin: string; last_seen_at: string }[];
}

/**
 * A registered domain (issue #11 §4): a site origin `https://example.com` or `http://127.0.0.1:5173`
 * (a path is dropped), written back as its origin.
 */
export const registeredOrigin = z
  .string()
  .trim()
  .transform((text, ctx) => {
    let url: URL | null = null;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ '"{text}" is not a site address: write it like https://example.com', params: { text } });
      return z.NEVER;
    }
    return url.origin;
  });

/** The registered domains setting: origins, each once. */
export const registeredOrigins = z
  .array(registeredOrigin)
  .max(MAX_REGISTERED_DOMAINS, /*i18n*/ 'Register at most {maximum} domains')
  .transform((origins) => [...new Set(origins)]);
