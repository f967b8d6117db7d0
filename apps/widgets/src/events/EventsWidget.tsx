import type { I18n, WidgetValues } from '@eventory/core';
import type { PublicEvent } from '../data.js';
import { dateBadge, eventWhen, limitWords } from '../format.js';
import { useWidgetLanguage } from '../language.js';
import { isYes, numberOf, textOf } from '../values.js';
import { EmptyNote, Heading, Widget } from '../Widget.js';

/** What an event card shows, read once from the shortcode's values (SPEC §9 event list fields). */
export interface EventCardOptions {
  showDesc: boolean;
  descLimit: number;
  showCategory: boolean;
  showAttendeeCount: boolean;
  showButton: boolean;
  /** The button's text as shown: the shortcode's own, or the default 'Attend' in the widget's language. */
  buttonText: string;
  showThumb: boolean;
  showEndDate: boolean;
  showLocation: boolean;
  /** The level of each card's title: 2, or 3 where the cards sit under a heading of the widget's own. */
  headingLevel: 2 | 3;
}

/** The default of the `btn_text` attribute (packages/core eventListFields). */
const DEFAULT_BUTTON_TEXT = 'Attend';

/** The card options of an event list shortcode's values; the default button text in the widget's language. */
export function eventCardOptions(values: WidgetValues, i18n: I18n): EventCardOptions {
  const buttonText = textOf(values, 'btn_text', DEFAULT_BUTTON_TEXT);
  return {
    showDesc: isYes(values, 'show_desc'),
    descLimit: numberOf(values, 'desc_limit', 20),
    showCategory: isYes(values, 'show_category'),
    showAttendeeCount: isYes(values, 'show_attendee_count'),
    showButton: isYes(values, 'show_btn'),
    buttonText: buttonText && buttonText !== DEFAULT_BUTTON_TEXT ? buttonText : i18n._('Attend'),
    showThumb: isYes(values, 'show_thumb'),
    showEndDate: isYes(values, 'show_end_date'),
    showLocation: isYes(values, 'show_event_location'),
    headingLevel: 2,
  };
}

/** When the event runs, as its public page writes it (its start alone unless the end date is asked for). */
function EventWhen({ event, showEnd }: { event: PublicEvent; showEnd: boolean }) {
  const { locale } = useWidgetLanguage();
  return (
    <p className="ew-when">
      <time dateTime={event.startAt}>{eventWhen(event, locale, { end: showEnd })}</time>
    </p>
  );
}

/** The location line: the address or "Online" (in the widget's language). */
export function locationText(event: PublicEvent, i18n: I18n): string | null {
  if (!event.location) return null;
  return event.location.type === 'online' ? i18n._('Online') : event.location.address || null;
}

/** One event card; every option of {@link EventCardOptions} changes what it shows. */
export function EventCard({ event, options }: { event: PublicEvent; options: EventCardOptions }) {
  const { i18n, locale } = useWidgetLanguage();
  const badge = dateBadge(event, locale);
  const where = options.showLocation ? locationText(event, i18n) : null;
  const headingId = `ew-event-${event.id}`;
  return (
    <article className={`ew-card ew-card--${event.state}`} aria-labelledby={headingId}>
      {options.showThumb && (
        <div className="ew-thumb" aria-hidden="true">
          <span className="ew-thumb-day">{badge.day}</span>
          <span className="ew-thumb-month">{badge.month}</span>
        </div>
      )}
      <div className="ew-card-body">
        {options.showCategory && event.categories.length > 0 && (
          <ul className="ew-terms" aria-label={i18n._('Categories')}>
            {event.categories.map((c) => (
              <li key={c.id}>{c.name}</li>
            ))}
          </ul>
        )}
        <Heading level={options.headingLevel} className="ew-title" id={headingId}>
          <a href={event.url} target="_top">
            <bdi>{event.title}</bdi>
          </a>
        </Heading>
        <EventWhen event={event} showEnd={options.showEndDate} />
        {where && <p className="ew-where">{where}</p>}
        {options.showDesc && event.excerpt && <p className="ew-desc">{limitWords(event.excerpt, options.descLimit)}</p>}
        {options.showAttendeeCount && (
          <p className="ew-attendees">{i18n._('{count, plural, one {# attendee} other {# attendees}}', { count: event.attendeeCount })}</p>
        )}
        {options.showButton && (
          <a className="ew-button" href={event.url} target="_top" aria-label={`${options.buttonText}: ${event.title}`}>
            {options.buttonText}
          </a>
        )}
      </div>
    </article>
  );
}

/** The grid of event cards, `columns` wide on wide screens and one column from 320 px. */
export function EventGrid({ events, options, columns }: { events: PublicEvent[]; options: EventCardOptions; columns: number }) {
  const { i18n } = useWidgetLanguage();
  if (events.length === 0) return <EmptyNote>{i18n._('No events to show.')}</EmptyNote>;
  return (
    <div className="ew-grid" style={{ ['--ew-columns' as string]: columns }}>
      {events.map((event) => (
        <EventCard key={event.id} event={event} options={options} />
      ))}
    </div>
  );
}

/**
 * The Events widget (`etn_pro_events_standard` / `etn_pro_events_classic`): the standard template,
 * or the classic one in its style-1 … style-5 (each a different layout, see widgets.css).
 */
export function EventsWidget({ events, values, variant, title }: { events: PublicEvent[]; values: WidgetValues; variant: string | null; title: string }) {
  const { i18n } = useWidgetLanguage();
  const template = variant === 'classic' ? `ew-events--classic ew-${textOf(values, 'style', 'style-1')}` : 'ew-events--standard';
  return (
    <Widget title={title} className={`ew-events ${template}`}>
      <EventGrid events={events} options={eventCardOptions(values, i18n)} columns={numberOf(values, 'event_col', 1)} />
    </Widget>
  );
}
