import { formatUtcOffset, formatWallClock, intlLocale } from '@eventory/core';
import type { Bootstrap } from '../bootstrap';
import { adminLanguage } from './languageFiles';

/**
 * Builds the events list's date formatters (a row's start, `Nov 19, 2027, 8:30 AM`, and its zone's
 * offset, `UTC+01:00`) while the admin's entry waits for the network. A fresh renderer's first
 * `Intl.DateTimeFormat` loads ICU's locale and time-zone data (~100 ms of a cold first row under
 * load, issue #9), which otherwise falls inside the first rows' render. @eventory/core caches built
 * formatters (format.ts, timezone.ts), so the rows reuse these. The locale is the one the list
 * formats with (i18n.ts adminIntlLocale, once the admin's language is active).
 */
export function warmDateFormatters(bootstrap: Bootstrap): void {
  const locale = intlLocale(adminLanguage(bootstrap), bootstrap.settings.locale);
  const now = Date.now();
  formatWallClock(new Date(now).toISOString().slice(0, 10), '12:00', { locale });
  formatUtcOffset(now, new Intl.DateTimeFormat().resolvedOptions().timeZone);
}
