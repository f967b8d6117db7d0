import type { LocaleInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import deLocale from '@fullcalendar/core/locales/de';

/**
 * FullCalendar's locales of the languages the widgets ship besides English (its built-in default),
 * completed where FullCalendar's own fall short (issue #12 §2). Its Arabic has button texts only:
 * the buttons' hover hints and accessible names would be the bare button texts, and the list
 * view's column names, the popover's Close and the week's long name English ('Time', 'Event',
 * 'Close', 'Week'). Its German says "Ereignis" and addresses the reader with "du" ("Zeige …",
 * "Gehe zu …"); the site says "Veranstaltung" and "Sie".
 */

type Unit = 'day' | 'week' | 'month' | 'year';

/** An Arabic phrase per navigation unit, else `fallback` (a unit FullCalendar adds later). */
const byUnit = (phrases: Record<Unit, string>, fallback: (text: string) => string) => (text: string, unit: string) =>
  phrases[unit as Unit] ?? fallback(text);

/** The view buttons' hints by their text: يوم, أسبوع, شهر (the day, week and month views and lists). */
const VIEW_HINTS: Record<string, string> = { يوم: 'عرض اليوم', أسبوع: 'عرض الأسبوع', شهر: 'عرض الشهر', سنة: 'عرض السنة' };

const arabicPlural = new Intl.PluralRules('ar');

/** "Show n more events" with the noun in the count's plural form (two: dual, 3–10: plural, else singular). */
function moreEvents(count: number): string {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'عرض فعالية أخرى', two: 'عرض فعاليتين أخريين', few: `عرض ${count} فعاليات أخرى` };
  return forms[arabicPlural.select(count)] ?? `عرض ${count} فعالية أخرى`;
}

const arabic: LocaleInput = {
  ...arLocale,
  buttonHints: {
    prev: byUnit({ day: 'اليوم السابق', week: 'الأسبوع السابق', month: 'الشهر السابق', year: 'السنة السابقة' }, (text) => `${text} السابق`),
    next: byUnit({ day: 'اليوم التالي', week: 'الأسبوع التالي', month: 'الشهر التالي', year: 'السنة التالية' }, (text) => `${text} التالي`),
    today: byUnit({ day: 'اليوم', week: 'هذا الأسبوع', month: 'هذا الشهر', year: 'هذه السنة' }, (text) => text),
  },
  viewHint: (text: string) => VIEW_HINTS[text] ?? `عرض ${text}`,
  navLinkHint: 'الانتقال إلى $0',
  moreLinkHint: (count: number) => moreEvents(count),
  noEventsText: 'لا توجد فعاليات لعرضها',
  weekTextLong: 'الأسبوع',
  closeHint: 'إغلاق',
  timeHint: 'الوقت',
  eventHint: 'الفعالية',
};

const german: LocaleInput = {
  ...deLocale,
  navLinkHint: 'Zu $0 wechseln',
  moreLinkHint: (count: number) => (count === 1 ? 'Eine weitere Veranstaltung anzeigen' : `${count} weitere Veranstaltungen anzeigen`),
  noEventsText: 'Keine Veranstaltungen',
  eventHint: 'Veranstaltung',
};

export const CALENDAR_LOCALES: LocaleInput[] = [german, arabic];

/**
 * The list views' buttons: FullCalendar words all three by its 'list' text ('list',
 * 'Terminübersicht'), three identical buttons; each takes its span's word of `code`'s locale
 * (English: month, week, day).
 */
export function listViewButtons(code: string): Record<'listMonth' | 'listWeek' | 'listDay', { buttonText: string }> {
  const words = CALENDAR_LOCALES.find((locale) => locale.code === code)?.buttonText ?? {};
  return { listMonth: { buttonText: words.month ?? 'month' }, listWeek: { buttonText: words.week ?? 'week' }, listDay: { buttonText: words.day ?? 'day' } };
}
