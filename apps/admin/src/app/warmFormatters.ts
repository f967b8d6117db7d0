import { formatUtcOffset, formatWallClock, intlLocale } from '@eventory/core';
import type { Bootstrap } from '../bootstrap';
import { adminLanguage } from './languageFiles';

/**
 * Builds the events list's `Intl` formatters while the admin's entry waits for the network: a
 * row's start (`Nov 19, 2027, 8:30 AM`) and its zone's offset (`UTC+01:00`), which @eventory/core
 * caches (format.ts, timezone.ts) for the rows to reuse, and a plural rule and number format of the
 * admin's language like those Lingui builds for a series' `52 occurrences`. A fresh renderer's first
 * formatter of each kind loads ICU's locale, time-zone and plural data (~100 ms of a cold first row
 * under load, issue #9), which otherwise falls inside the first rows' render. The date locale is
 * the one the list formats with (i18n.ts adminIntlLocale, once the admin's language is active).
 */
export function warmListFormatters(bootstrap: Bootstrap): void {
  const language = adminLanguage(bootstrap);
  const locale = intlLocale(language, bootstrap.settings.locale);
  const now = Date.now();
  formatWallClock(new Date(now).toISOString().slice(0, 10), '12:00', { locale });
  formatUtcOffset(now, new Intl.DateTimeFormat().resolvedOptions().timeZone);
  new Intl.PluralRules(language).select(now);
  new Intl.NumberFormat(language).format(now);
}
