import type { WidgetValues } from '@eventory/core';
import type { PublicEvent } from '../data.js';
import { eventWhen } from '../format.js';
import { useWidgetLanguage } from '../language.js';
import { idsOf, isYes, textOf } from '../values.js';
import { EmptyNote, Widget } from '../Widget.js';

/**
 * Events With Calendar (`etn_pro_calendar_standard`) and Events With Calendar List
 * (`etn_pro_calendar_list`): a container the client script (`/static/widgets/calendar.js`,
 * FullCalendar 6) fills from `/api/public/v1/events` by date range, as its `data-*` attributes say;
 * inside it, the upcoming events as a plain list, so there is content without JavaScript. The
 * calendar takes the widget's language and direction (`data-locale`, `data-direction`) for
 * FullCalendar's own locale (toolbar, day names) and its right-to-left layout.
 */
export function CalendarWidget({ upcoming, values, defaultView, title, apiUrl }: { upcoming: PublicEvent[]; values: WidgetValues; defaultView: string; title: string; apiUrl: string }) {
  const { i18n, language, locale, dir } = useWidgetLanguage();
  const view = textOf(values, 'calendar_view', defaultView) || defaultView;
  return (
    <Widget title={title} className={`ew-calendar ew-calendar--${view.startsWith('list') ? 'list' : 'grid'}`}>
      <div
        className="ew-calendar-mount"
        data-ew-calendar=""
        data-view={view}
        data-api={apiUrl}
        data-categories={idsOf(values, 'event_cat_ids').join(',')}
        data-all-day-slot={isYes(values, 'all_day_slot') ? 'yes' : 'no'}
        data-children={isYes(values, 'show_child_event') ? 'yes' : 'no'}
        data-parents={isYes(values, 'show_parent_event') ? 'yes' : 'no'}
        data-locale={language}
        data-direction={dir}
      >
        <h2 className="ew-calendar-fallback-title">{i18n._('Upcoming events')}</h2>
        {upcoming.length === 0 ? (
          <EmptyNote>{i18n._('No upcoming events.')}</EmptyNote>
        ) : (
          <ul className="ew-lines ew-calendar-fallback">
            {upcoming.map((e) => (
              <li key={e.id} className="ew-line">
                <time dateTime={e.startAt}>{eventWhen(e, locale, { end: false })}</time>{' '}
                <a href={e.url} target="_top">
                  <bdi>{e.title}</bdi>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Widget>
  );
}
