import type { WidgetValues } from '@eventory/core';
import type { PublicEvent } from '../data.js';
import { dateBadge, formatDay, formatTime, limitWords } from '../format.js';
import { isYes, numberOf, textOf } from '../values.js';
import { EmptyNote, Widget } from '../Widget.js';

/** What an event card shows, read once from the shortcode's values (SPEC §9 event list fields). */
export interface EventCardOptions {
  showDesc: boolean;
  descLimit: number;
  showCategory: boolean;
  showAttendeeCount: boolean;
  showButton: boolean;
  buttonText: string;
  showThumb: boolean;
  showEndDate: boolean;
  showLocation: boolean;
}

/** The card options of an event list shortcode's values. */
export function eventCardOptions(values: WidgetValues): EventCardOptions {
  return {
    showDesc: isYes(values, 'show_desc'),
    descLimit: numberOf(values, 'desc_limit', 20),
    showCategory: isYes(values, 'show_category'),
    showAttendeeCount: isYes(values, 'show_attendee_count'),
    showButton: isYes(values, 'show_btn'),
    buttonText: textOf(values, 'btn_text', 'Attend') || 'Attend',
    showThumb: isYes(values, 'show_thumb'),
    showEndDate: isYes(values, 'show_end_date'),
    showLocation: isYes(values, 'show_event_location'),
  };
}

/** "Tue, 3 Mar 2026 18:00" and, with the end date, " – Wed, 4 Mar 2026 20:00". */
function EventWhen({ event, showEnd }: { event: PublicEvent; showEnd: boolean }) {
  const zone = event.timezone;
  return (
    <p className="ew-when">
      <time dateTime={event.startAt}>
        {`${formatDay(event.startAt, zone)} ${formatTime(event.startAt, zone)}`}
      </time>
      {showEnd && (
        <>
          {' – '}
          <time dateTime={event.endAt}>
            {`${formatDay(event.endAt, zone)} ${formatTime(event.endAt, zone)}`}
          </time>
        </>
      )}
    </p>
  );
}

/** The location line: the address or "Online". */
export function locationText(event: PublicEvent): string | null {
  if (!event.location) return null;
  return event.location.type === 'online' ? 'Online' : event.location.address || null;
}

/** One event card; every option of {@link EventCardOptions} changes what it shows. */
export function EventCard({ event, options }: { event: PublicEvent; options: EventCardOptions }) {
  const badge = dateBadge(event.startAt, event.timezone);
  const where = options.showLocation ? locationText(event) : null;
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
          <ul className="ew-terms" aria-label="Categories">
            {event.categories.map((c) => (
              <li key={c.id}>{c.name}</li>
            ))}
          </ul>
        )}
        <h3 className="ew-title" id={headingId}>
          <a href={event.url} target="_top">
            {event.title}
          </a>
        </h3>
        <EventWhen event={event} showEnd={options.showEndDate} />
        {where && <p className="ew-where">{where}</p>}
        {options.showDesc && event.excerpt && <p className="ew-desc">{limitWords(event.excerpt, options.descLimit)}</p>}
        {options.showAttendeeCount && (
          <p className="ew-attendees">{`${event.attendeeCount} ${event.attendeeCount === 1 ? 'attendee' : 'attendees'}`}</p>
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
  if (events.length === 0) return <EmptyNote>No events to show.</EmptyNote>;
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
  const template = variant === 'classic' ? `ew-events--classic ew-${textOf(values, 'style', 'style-1')}` : 'ew-events--standard';
  return (
    <Widget title={title} className={`ew-events ${template}`}>
      <EventGrid events={events} options={eventCardOptions(values)} columns={numberOf(values, 'event_col', 1)} />
    </Widget>
  );
}
