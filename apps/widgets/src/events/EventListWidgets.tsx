import { PART_SEPARATOR, type WidgetValues } from '@eventory/core';
import type { PublicEvent } from '../data.js';
import { dateBadge, eventWhen } from '../format.js';
import { useWidgetLanguage } from '../language.js';
import { numberOf, textOf } from '../values.js';
import { EmptyNote, Widget } from '../Widget.js';
import { EventCard, EventGrid, eventCardOptions, locationText, type EventCardOptions } from './EventsWidget.js';

interface ListProps {
  events: PublicEvent[];
  values: WidgetValues;
  title: string;
}

/** One compact row: date badge, title with time, location and (as asked) the button. */
function OneLineRow({ event, options }: { event: PublicEvent; options: EventCardOptions }) {
  const { i18n, locale } = useWidgetLanguage();
  const badge = dateBadge(event, locale);
  const where = options.showLocation ? locationText(event, i18n) : null;
  return (
    <li className="ew-line">
      <span className="ew-line-date" aria-hidden="true">
        <strong>{badge.day}</strong> {badge.month}
      </span>
      <span className="ew-line-main">
        <a className="ew-line-title" href={event.url} target="_top">
          <bdi>{event.title}</bdi>
        </a>
        <span className="ew-line-meta">
          <time dateTime={event.startAt}>{eventWhen(event, locale, { end: false })}</time>
          {where && `${PART_SEPARATOR}${where}`}
          {options.showAttendeeCount && `${PART_SEPARATOR}${i18n._('{count} attending', { count: event.attendeeCount })}`}
        </span>
      </span>
      {options.showButton && (
        <a className="ew-button" href={event.url} target="_top" aria-label={`${options.buttonText}: ${event.title}`}>
          {options.buttonText}
        </a>
      )}
    </li>
  );
}

/** Events One Line (`etn_pro_events_one_line`): compact rows, one per event. */
export function EventsOneLineWidget({ events, values, title }: ListProps) {
  const { i18n } = useWidgetLanguage();
  const options = eventCardOptions(values, i18n);
  return (
    <Widget title={title} className="ew-events-one-line">
      {events.length === 0 ? (
        <EmptyNote>{i18n._('No events to show.')}</EmptyNote>
      ) : (
        <ul className="ew-lines">
          {events.map((e) => (
            <OneLineRow key={e.id} event={e} options={options} />
          ))}
        </ul>
      )}
    </Widget>
  );
}

/** The tabs of Events Tab: "All" (its label given in the widget's language) then one per category of the events shown, in name order. */
export function eventTabs(events: PublicEvent[], allLabel: string): { key: string; label: string; events: PublicEvent[] }[] {
  const byCategory = new Map<number, { label: string; events: PublicEvent[] }>();
  for (const event of events)
    for (const c of event.categories) {
      const tab = byCategory.get(c.id) ?? { label: c.name, events: [] };
      tab.events.push(event);
      byCategory.set(c.id, tab);
    }
  const tabs = [...byCategory.entries()].sort((a, b) => a[1].label.localeCompare(b[1].label)).map(([id, tab]) => ({ key: String(id), ...tab }));
  return [{ key: 'all', label: allLabel, events }, ...tabs];
}

/**
 * Events Tab (`etn_pro_events_tab`, style-1 … style-4): events in tabs by category. The tabs are
 * radio buttons (arrow keys switch them, screen readers announce the group) and CSS shows the
 * checked one's panel, so the widget needs no JavaScript.
 */
export function EventsTabWidget({ events, values, title, instance }: ListProps & { instance: string }) {
  const { i18n } = useWidgetLanguage();
  const options = eventCardOptions(values, i18n);
  const columns = numberOf(values, 'event_col', 1);
  const name = `ew-tabs-${instance}`;
  return (
    <Widget title={title} className={`ew-events-tab ew-${textOf(values, 'style', 'style-1')}`}>
      {events.length === 0 ? (
        <EmptyNote>{i18n._('No events to show.')}</EmptyNote>
      ) : (
        <fieldset className="ew-tabs">
          <legend className="ew-visually-hidden">{i18n._('Event categories')}</legend>
          {eventTabs(events, i18n._('All')).map((tab, i) => (
            <div className="ew-tab" key={tab.key}>
              <input className="ew-tab-input" type="radio" name={name} id={`${name}-${tab.key}`} defaultChecked={i === 0} />
              <label className="ew-tab-label" htmlFor={`${name}-${tab.key}`}>
                {`${tab.label} (${tab.events.length})`}
              </label>
              <div className="ew-tab-panel">
                <EventGrid events={tab.events} options={options} columns={columns} />
              </div>
            </div>
          ))}
        </fieldset>
      )}
    </Widget>
  );
}

/** Related Event (`etn_pro_related_events`): upcoming events sharing a category or tag with one event. */
export function RelatedEventsWidget({ events, title }: { events: PublicEvent[]; title: string }) {
  const { i18n } = useWidgetLanguage();
  const options: EventCardOptions = { ...eventCardOptions({}, i18n), showThumb: true, showLocation: true, showCategory: true, showButton: true, buttonText: i18n._('View event'), headingLevel: 3 };
  return (
    <Widget title={title} className="ew-related">
      <h2 className="ew-heading">{i18n._('Related events')}</h2>
      {events.length === 0 ? <EmptyNote>{i18n._('No related events yet.')}</EmptyNote> : <EventGrid events={events} options={options} columns={3} />}
    </Widget>
  );
}

/** Recurring Event (`etn_event_recurring`): each series' upcoming occurrences, grouped by series. */
export function RecurringEventWidget({ series, title }: { series: { parent: PublicEvent; occurrences: PublicEvent[] }[]; title: string }) {
  const { i18n } = useWidgetLanguage();
  const options: EventCardOptions = { ...eventCardOptions({}, i18n), showLocation: true, showButton: true, buttonText: i18n._('Book this date'), headingLevel: 3 };
  return (
    <Widget title={title} className="ew-recurring">
      {series.length === 0 && <EmptyNote>{i18n._('No upcoming recurring events.')}</EmptyNote>}
      {series.map(({ parent, occurrences }) => (
        <section key={parent.id} className="ew-series" aria-labelledby={`ew-series-${parent.id}`}>
          <h2 className="ew-heading" id={`ew-series-${parent.id}`}>
            {parent.title}
          </h2>
          {occurrences.length === 0 ? (
            <EmptyNote>{i18n._('No upcoming dates.')}</EmptyNote>
          ) : (
            <div className="ew-grid" style={{ ['--ew-columns' as string]: 3 }}>
              {occurrences.map((e) => (
                <EventCard key={e.id} event={e} options={options} />
              ))}
            </div>
          )}
        </section>
      ))}
    </Widget>
  );
}

/**
 * Event Location (`etn_pro_event_location_list`): each place with its upcoming events, each with
 * its date and time (a weekly series' occurrences share their title).
 */
export function EventLocationWidget({ places, title }: { places: { address: string; events: PublicEvent[] }[]; title: string }) {
  const { i18n, locale } = useWidgetLanguage();
  return (
    <Widget title={title} className="ew-locations">
      {places.length === 0 ? (
        <EmptyNote>{i18n._('No upcoming events with a location.')}</EmptyNote>
      ) : (
        <ul className="ew-places">
          {places.map((place) => (
            <li key={place.address} className="ew-place">
              <h2 className="ew-title">{place.address}</h2>
              <p className="ew-when">{i18n._('{count, plural, one {# upcoming event} other {# upcoming events}}', { count: place.events.length })}</p>
              <ul className="ew-place-events">
                {place.events.map((e) => (
                  <li key={e.id}>
                    <a href={e.url} target="_top">
                      <bdi>{e.title}</bdi>
                    </a>
                    {PART_SEPARATOR}
                    <time className="ew-when" dateTime={e.startAt}>
                      {eventWhen(e, locale, { end: false })}
                    </time>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
