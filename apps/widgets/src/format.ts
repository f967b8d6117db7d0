/** Date and text helpers shared by the widget components, in the widget's `Intl` locale. */

/** A date in the event's zone, e.g. "Tue, 3 Mar 2026" (en-GB), "Di., 3. März 2026" (de-DE). */
export function formatDay(iso: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: zone }).format(new Date(iso));
}

/** A time of day in the event's zone, e.g. "18:30" (de-DE), "6:30 PM" (en-US). */
export function formatTime(iso: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(new Date(iso));
}

/** Day of month and short month for a date badge, in the event's zone. */
export function dateBadge(iso: string, zone: string, locale: string): { day: string; month: string } {
  const date = new Date(iso);
  return {
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: zone }).format(date),
    month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: zone }).format(date),
  };
}

/** The first `words` words of a text, with an ellipsis when cut. */
export function limitWords(text: string, words: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}
