import { formatCalendarDate, formatWallTime, PART_SEPARATOR, type I18n, type WidgetValues } from '@eventory/core';
import type { PublicSchedule, PublicSlot } from '../data.js';
import { useWidgetLanguage } from '../language.js';
import { exceedsWords, limitWords } from '../format.js';
import { isYes, textOf } from '../values.js';
import { EmptyNote, Heading, Widget } from '../Widget.js';

interface SlotOptions {
  time: boolean;
  location: boolean;
  speaker: boolean;
  desc: boolean;
}

/** Minutes between two local `HH:mm` times, as "45 min" or "1 h 30 min" (in the widget's language). */
export function duration(start: string, end: string, i18n: I18n): string {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const total = Math.max(0, minutes(end) - minutes(start));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (!h) return i18n._('{minutes} min', { minutes: m });
  return m ? i18n._('{hours} h {minutes} min', { hours: h, minutes: m }) : i18n._('{hours} h', { hours: h });
}

/** How many words of a session's description show before 'Read more' (a long abstract waits behind it). */
const DESCRIPTION_WORDS = 25;

/**
 * A session's description: whole when short; else its first {@link DESCRIPTION_WORDS} words and
 * 'Read more', a disclosure (no JavaScript) that opens the whole text. FOSDEM's abstracts shown whole
 * made a day's programme 314,047 px tall on a 390 px phone.
 */
function Description({ text }: { text: string }) {
  const { i18n } = useWidgetLanguage();
  if (!exceedsWords(text, DESCRIPTION_WORDS)) return <p className="ew-desc">{text}</p>;
  return (
    <details className="ew-desc-more">
      <summary>
        <span className="ew-desc ew-desc-excerpt">{limitWords(text, DESCRIPTION_WORDS)}</span> <span className="ew-more">{i18n._('Read more')}</span>
        <span className="ew-less">{i18n._('Show less')}</span>
      </summary>
      <p className="ew-desc">{text}</p>
    </details>
  );
}

/** One session; its title is a heading at `level` (3 under the list view's day heading, 2 in a tab). */
function Slot({ slot, options, level }: { slot: PublicSlot; options: SlotOptions; level: 2 | 3 }) {
  const { i18n, locale } = useWidgetLanguage();
  return (
    <li className={options.time ? 'ew-slot ew-slot--timed' : 'ew-slot'} data-room={slot.room}>
      {options.time && (
        <p className="ew-slot-time">
          {/* Each time whole on its line: '9:00 AM – 9:25' over 'AM' broke the 150 px column. */}
          <span>
            <span className="ew-time">{`${formatWallTime(slot.startTime, { locale })} –`}</span> <span className="ew-time">{formatWallTime(slot.endTime, { locale })}</span>
          </span>
          <span className="ew-slot-duration">{duration(slot.startTime, slot.endTime, i18n)}</span>
        </p>
      )}
      <div className="ew-slot-body">
        <Heading level={level} className="ew-title">
          {slot.topic}
        </Heading>
        {options.location && slot.room && <p className="ew-where">{slot.room}</p>}
        {options.speaker && slot.speakers.length > 0 && (
          <p className="ew-slot-speakers">
            {slot.speakers.map((s, i) => (
              <span key={s.id}>
                {i > 0 && ', '}
                <a href={s.url} target="_top">
                  {s.name}
                </a>
              </span>
            ))}
          </p>
        )}
        {options.desc && slot.objective && <Description text={slot.objective} />}
      </div>
    </li>
  );
}

/** A day's sessions; with `filtered` (a room filter above) also the note a day left without sessions shows. */
function Day({ schedule, options, level, filtered }: { schedule: PublicSchedule; options: SlotOptions; level: 2 | 3; filtered: boolean }) {
  const { i18n } = useWidgetLanguage();
  return schedule.slots.length === 0 ? (
    <EmptyNote>{i18n._('No sessions on this day yet.')}</EmptyNote>
  ) : (
    <>
      <ol className="ew-slots">
        {schedule.slots.map((slot) => (
          <Slot key={slot.id} slot={slot} options={options} level={level} />
        ))}
      </ol>
      {filtered && (
        <p className="ew-empty ew-room-empty" role="note" hidden>
          {i18n._('No sessions in this room on this day.')}
        </p>
      )}
    </>
  );
}

/**
 * The rooms a Schedules widget offers as a filter, each with its number of sessions, in the
 * widget's language's order; none (no filter) when the widget hides the rooms or they are fewer
 * than two. The server loads the filter's client script (`schedules.js`) only when there are some.
 */
export function scheduleRooms(schedules: PublicSchedule[], values: WidgetValues, locale: string): { room: string; sessions: number }[] {
  if (!isYes(values, 'show_location')) return [];
  const counts = new Map<string, number>();
  for (const slot of schedules.flatMap((s) => s.slots)) if (slot.room) counts.set(slot.room, (counts.get(slot.room) ?? 0) + 1);
  if (counts.size < 2) return [];
  return [...counts].map(([room, sessions]) => ({ room, sessions })).sort((a, b) => a.room.localeCompare(b.room, locale, { numeric: true }));
}

/**
 * The room filter above the programme: a native select, each room with its number of sessions.
 * Hidden in the HTML: the client script (`client/schedules.ts`) shows it and hides the other
 * rooms' sessions, so without JavaScript the whole programme shows and no dead control does.
 */
function RoomFilter({ rooms, instance }: { rooms: { room: string; sessions: number }[]; instance: string }) {
  const { i18n, locale } = useWidgetLanguage();
  const count = new Intl.NumberFormat(locale);
  const id = `ew-room-${instance}`;
  return (
    <div className="ew-filter" data-ew-room-filter="" hidden>
      <label htmlFor={id}>{i18n._('Room')}</label>
      <select id={id}>
        <option value="">{i18n._('All rooms')}</option>
        {rooms.map(({ room, sessions }) => (
          <option key={room} value={room}>{`${room} (${count.format(sessions)})`}</option>
        ))}
      </select>
    </div>
  );
}

/** A day's tab or heading: its name (else its date, as the site's pages write it) and its title. */
const dayLabel = (s: PublicSchedule, locale: string) => `${s.dayName || formatCalendarDate(s.date, { locale })}${PART_SEPARATOR}${s.title}`;

/**
 * Schedules (`etn_pro_schedules_list` / `etn_pro_schedules_tab`, style-1 or style-2): each day's
 * sessions as a list, or the days as radio tabs (no JavaScript), with a room filter when the
 * sessions are in two rooms or more ({@link scheduleRooms}).
 */
export function SchedulesWidget({ schedules, values, variant, title, instance }: { schedules: PublicSchedule[]; values: WidgetValues; variant: string | null; title: string; instance: string }) {
  const options: SlotOptions = { time: isYes(values, 'show_time_duration'), location: isYes(values, 'show_location'), speaker: isYes(values, 'show_speaker'), desc: isYes(values, 'show_desc') };
  const view = variant === 'tab' ? 'tab' : 'list';
  const name = `ew-days-${instance}`;
  const { i18n, locale } = useWidgetLanguage();
  const rooms = scheduleRooms(schedules, values, locale);
  return (
    <Widget title={title} className={`ew-schedules ew-schedules--${view} ew-${textOf(values, 'style', 'style-1')}`}>
      {schedules.length === 0 && <EmptyNote>{i18n._('No schedules to show.')}</EmptyNote>}
      {rooms.length > 0 && <RoomFilter rooms={rooms} instance={instance} />}
      {view === 'list' &&
        schedules.map((s) => (
          <section key={s.id} className="ew-day" aria-labelledby={`ew-day-${s.id}`}>
            <h2 className="ew-heading" id={`ew-day-${s.id}`}>
              {dayLabel(s, locale)}
            </h2>
            <Day schedule={s} options={options} level={3} filtered={rooms.length > 0} />
          </section>
        ))}
      {view === 'tab' && schedules.length > 0 && (
        <fieldset className="ew-tabs">
          <legend className="ew-visually-hidden">{i18n._('Schedule days')}</legend>
          {schedules.map((s, i) => (
            <div className="ew-tab" key={s.id}>
              <input className="ew-tab-input" type="radio" id={`${name}-${s.id}`} name={name} defaultChecked={i === 0} />
              <label className="ew-tab-label" htmlFor={`${name}-${s.id}`}>
                {dayLabel(s, locale)}
              </label>
              <div className="ew-tab-panel">
                <Day schedule={s} options={options} level={2} filtered={rooms.length > 0} />
              </div>
            </div>
          ))}
        </fieldset>
      )}
    </Widget>
  );
}
