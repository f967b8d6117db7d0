/**
 * What the canvas's dynamic blocks show (issue #10 §4): the placeholders' sample values, and the
 * facts of an event, either the one chosen for an event template (so its page is designed with
 * its real title, dates, place and tickets) or sample ones, clearly labelled as such.
 */
import { i18n } from '@lingui/core';
import { eventDateLines, eventPlaceText, formatMoney, PLACEHOLDERS_BY_NAME, sampleEvent, type EventItem } from '@eventory/core';

/** A placeholder's sample value (its name when it has none). */
export const sample = (name: string): string => PLACEHOLDERS_BY_NAME[name]?.sample ?? name;

/** An event as the event blocks show it. */
export interface EventFacts {
  title: string;
  /** Its date line, e.g. `Mar 14, 2027 – Mar 15, 2027`. */
  date: string;
  /** Its time line, e.g. `9:00 AM – 5:00 PM`. */
  time: string;
  timezone: string;
  /** The address, or the online link. */
  location: string;
  /** The description, HTML. */
  description: string;
  /** The instant it starts (ISO 8601); '' for the sample event, whose countdown shows fixed numbers. */
  startAt: string;
  /** Its ticket variations, each with its price as a buyer reads it. */
  tickets: Array<{ name: string; price: string }>;
}

/**
 * The sample event of the canvas (core's {@link sampleEvent}, the one the Preview renders, dated
 * from today) worded as {@link eventFacts} words a chosen one. Its countdown shows fixed numbers.
 */
export function sampleEventFacts(options: { locale: string; currency: string }, now = Date.now()): EventFacts {
  return { ...eventFacts(sampleEvent(now), options), startAt: '' };
}

/**
 * An event's facts as its public page words them: dates and times in its own wall clock and
 * prices in the site's currency, both in `locale`; 'Free' for a ticket without a price.
 */
export function eventFacts(event: EventItem, { locale, currency }: { locale: string; currency: string }): EventFacts {
  return {
    title: event.title,
    ...eventDateLines(event, { locale }),
    timezone: event.timezone,
    location: eventPlaceText(event.location, i18n._('Online')),
    description: event.description,
    startAt: event.start_at,
    tickets: event.ticket_variations.map((t) => ({ name: t.name, price: t.price === 0 ? i18n._('Free') : formatMoney(t.price, { currency, locale }) })),
  };
}
