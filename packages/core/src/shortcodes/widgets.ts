import type { ShortcodeField } from './fields.js';
import {
  CALENDAR_LIST_VIEWS,
  CALENDAR_VIEWS,
  CERTIFICATE_OPTIONS,
  SHORTCODE_DEFAULTS,
  SHORTCODE_STYLES,
  calendarFields,
  columns,
  eventListFields,
  ids,
  languageField,
  limit,
  oneEvent,
  order,
  orderby,
  style,
  yesNo,
} from './options.js';

/**
 * A widget whose shortcode name depends on a choice of the form (SPEC §9 "Template choices" and
 * "Schedule views"): the choice is not an attribute, it picks the name.
 */
export interface WidgetVariant {
  /** The form field's key and label (a catalogue message, marked for the extractor). */
  key: string;
  label: string;
  /** Choice → shortcode name, in the form's order; the first is the default. */
  names: Readonly<Record<string, string>>;
}

/**
 * One of the 20 widgets of the Shortcode generator page (SPEC §2). Its title, description and the
 * labels of its fields and choices are catalogue messages in English (marked with an i18n comment for the
 * extractor): the generator shows them with `i18n._`; shortcodes and saved scripts keep the English.
 */
export interface ShortcodeWidget {
  /** Stable id of the card (kebab case), also the renderer registry's key. */
  id: string;
  /** SPEC §2's title, a catalogue message (`/*i18n*\/`): shown translated with `i18n._(title)`. */
  title: string;
  description: string;
  /** The shortcode name when there is no variant (the original's name). */
  name: string;
  variant?: WidgetVariant;
  fields: readonly ShortcodeField[];
}

const CLASSIC = ['classic'];

/** The 20 widgets in SPEC §2's order, with the original's shortcode and attribute names (REFERENCE.md). */
const WIDGETS: readonly ShortcodeWidget[] = [
  {
    id: 'events-calendar',
    title: /*i18n*/ 'Events With Calendar',
    description: /*i18n*/ 'A month, week or day calendar of your events; visitors page through it and open an event from its slot.',
    name: 'etn_pro_calendar_standard',
    fields: calendarFields(CALENDAR_VIEWS, 'timeGridWeek'),
  },
  {
    id: 'events-calendar-list',
    title: /*i18n*/ 'Events With Calendar List',
    description: /*i18n*/ 'The events of a month, week or day as an agenda list, grouped by day.',
    name: 'etn_pro_calendar_list',
    fields: calendarFields(CALENDAR_LIST_VIEWS, 'listMonth'),
  },
  {
    id: 'speakers',
    title: /*i18n*/ 'Speakers',
    description: /*i18n*/ 'A grid of speakers with their photo, designation and social links, in the standard or the classic template.',
    name: 'etn_pro_speakers_standard',
    variant: { key: 'template', label: /*i18n*/ 'Template', names: { standard: 'etn_pro_speakers_standard', classic: 'etn_pro_speakers_classic' } },
    fields: [
      style(SHORTCODE_STYLES.speakersClassic, CLASSIC),
      ids('speakers_category', /*i18n*/ 'Speaker groups', 'speaker_groups'),
      columns('speaker_col'),
      limit('speaker_count', /*i18n*/ 'Speaker limit', SHORTCODE_DEFAULTS.postLimit),
      order(),
      orderby(),
      yesNo('show_designation', /*i18n*/ 'Show designation'),
      yesNo('show_social', /*i18n*/ 'Show social links'),
    ],
  },
  {
    id: 'organizers',
    title: /*i18n*/ 'Organizer List',
    description: /*i18n*/ 'The organizers of your events with their logo and a link to their site.',
    name: 'etn_pro_organizers',
    fields: [
      style(SHORTCODE_STYLES.organizer),
      ids('cat_id', /*i18n*/ 'Speaker groups', 'speaker_groups'),
      columns('etn_speaker_col'),
      limit('limit', /*i18n*/ 'Organizer limit', SHORTCODE_DEFAULTS.postLimit),
      order(),
      orderby(),
      yesNo('url', /*i18n*/ 'Show website link'),
      yesNo('logo', /*i18n*/ 'Show logo'),
    ],
  },
  {
    id: 'speakers-slider',
    title: /*i18n*/ 'Speakers Slider',
    description: /*i18n*/ 'Speakers in a sliding carousel, several at a time, with arrows, dots and autoplay as you choose.',
    name: 'etn_pro_speakers_sliders',
    fields: [
      style(SHORTCODE_STYLES.speakersSlider),
      ids('categories_id', /*i18n*/ 'Speaker groups', 'speaker_groups'),
      limit('speaker_count', /*i18n*/ 'Speaker limit', SHORTCODE_DEFAULTS.postLimit),
      {
        kind: 'number',
        key: 'slider_count',
        label: /*i18n*/ 'Slider Count',
        default: SHORTCODE_DEFAULTS.sliderCount,
        min: SHORTCODE_DEFAULTS.sliderCountMin,
        max: SHORTCODE_DEFAULTS.sliderCountMax,
      },
      { kind: 'number', key: 'spaceBetween', label: /*i18n*/ 'Space between slides (px)', default: 30, min: 0, max: 200 },
      yesNo('auto_play', /*i18n*/ 'Autoplay'),
      yesNo('slider_nav_show', /*i18n*/ 'Show arrows'),
      yesNo('slider_dot_show', /*i18n*/ 'Show dots'),
    ],
  },
  {
    id: 'events',
    title: /*i18n*/ 'Events',
    description: /*i18n*/ 'A grid of events with date, location, description and a button, in the standard or the classic template.',
    name: 'etn_pro_events_standard',
    variant: { key: 'template', label: /*i18n*/ 'Template', names: { standard: 'etn_pro_events_standard', classic: 'etn_pro_events_classic' } },
    fields: eventListFields(SHORTCODE_DEFAULTS.eventLimit, CLASSIC),
  },
  {
    id: 'events-one-line',
    title: /*i18n*/ 'Events One Line',
    description: /*i18n*/ 'Compact one-line rows of upcoming events: date, title and location.',
    name: 'etn_pro_events_one_line',
    fields: eventListFields(SHORTCODE_DEFAULTS.eventLimitOneLine),
  },
  {
    id: 'events-tab',
    title: /*i18n*/ 'Events Tab',
    description: /*i18n*/ 'Events grouped in tabs by category, so visitors switch between them in place.',
    name: 'etn_pro_events_tab',
    fields: [style(SHORTCODE_STYLES.eventsTab), ...eventListFields(SHORTCODE_DEFAULTS.eventLimit)],
  },
  {
    id: 'events-slider',
    title: /*i18n*/ 'Events Slider',
    description: /*i18n*/ 'Events in a sliding carousel with arrows, dots and autoplay as you choose.',
    name: 'etn_pro_events_sliders',
    fields: [
      style(SHORTCODE_STYLES.eventsSlider),
      ids('event_cat_ids', /*i18n*/ 'Categories', 'categories'),
      limit('event_count', /*i18n*/ 'Event limit', SHORTCODE_DEFAULTS.eventLimit),
      { kind: 'number', key: 'event_slider_count', label: /*i18n*/ 'Slider Count', default: SHORTCODE_DEFAULTS.sliderCount, min: SHORTCODE_DEFAULTS.sliderCountMin },
      order(),
      orderby(),
      yesNo('auto_play', /*i18n*/ 'Autoplay'),
      yesNo('slider_nav_show', /*i18n*/ 'Show arrows'),
      yesNo('slider_dot_show', /*i18n*/ 'Show dots'),
    ],
  },
  {
    id: 'countdown',
    title: /*i18n*/ 'Event Countdown',
    description: /*i18n*/ 'Days, hours, minutes and seconds left until an event starts.',
    name: 'etn_pro_countdown',
    fields: [oneEvent('event_id')],
  },
  {
    id: 'schedules',
    title: /*i18n*/ 'Schedules',
    description: /*i18n*/ 'Day programs with times, locations, speakers and descriptions, as a list or in tabs by day.',
    name: 'etn_pro_schedules_list',
    variant: { key: 'view', label: /*i18n*/ 'Schedule view', names: { list: 'etn_pro_schedules_list', tab: 'etn_pro_schedules_tab' } },
    fields: [
      style(SHORTCODE_STYLES.schedule),
      ids('ids', /*i18n*/ 'Schedules', 'schedules'),
      order(),
      yesNo('show_time_duration', /*i18n*/ 'Show time and duration'),
      yesNo('show_location', /*i18n*/ 'Show location'),
      yesNo('show_speaker', /*i18n*/ 'Show speakers'),
      yesNo('show_desc', /*i18n*/ 'Show description'),
    ],
  },
  {
    id: 'ticket-form',
    title: /*i18n*/ 'Event Ticket Form',
    description: /*i18n*/ "An event's ticket variations with quantities and a button to book them.",
    name: 'etn_pro_ticket_form',
    fields: [oneEvent('id'), yesNo('show_title', /*i18n*/ 'Show event title')],
  },
  {
    id: 'rsvp-form',
    title: /*i18n*/ 'RSVP Form',
    description: /*i18n*/ 'Lets visitors answer going, not going or maybe to an event.',
    name: 'etn_rsvp_form',
    fields: [oneEvent('event_id')],
  },
  {
    id: 'related-events',
    title: /*i18n*/ 'Related Event',
    description: /*i18n*/ 'Events that share a category or tag with the chosen event.',
    name: 'etn_pro_related_events',
    fields: [oneEvent('id')],
  },
  {
    id: 'add-to-calendar',
    title: /*i18n*/ 'Add to Calendar',
    description: /*i18n*/ 'Buttons that add an event to Google or Outlook calendars, or download it as an .ics file.',
    name: 'etn_pro_add_calendar',
    fields: [oneEvent('id')],
  },
  {
    id: 'attendee-list',
    title: /*i18n*/ 'Attendee List',
    description: /*i18n*/ "The people attending an event, with their avatars and, if you allow it, their emails.",
    name: 'etn_pro_attendee_list',
    fields: [oneEvent('id'), yesNo('show_avatar', /*i18n*/ 'Show avatar'), yesNo('show_email', /*i18n*/ 'Show email')],
  },
  {
    id: 'recurring-event',
    title: /*i18n*/ 'Recurring Event',
    description: /*i18n*/ 'The upcoming occurrences of recurring events.',
    name: 'etn_event_recurring',
    fields: [ids('single_event_ids', /*i18n*/ 'Recurring events', 'events')],
  },
  {
    id: 'event-location',
    title: /*i18n*/ 'Event Location',
    description: /*i18n*/ 'The places your events happen, with the events at each.',
    name: 'etn_pro_event_location_list',
    fields: [style(SHORTCODE_STYLES.location), limit('location_limit', /*i18n*/ 'Location limit', SHORTCODE_DEFAULTS.locationLimit)],
  },
  {
    id: 'frontend-dashboard',
    title: /*i18n*/ 'Event Frontend Dashboard',
    description: /*i18n*/ 'A dashboard on your site where vendors create and edit their own events and see their attendees.',
    name: 'etn_pro_dashboard',
    fields: [],
  },
  {
    id: 'certificate',
    title: /*i18n*/ 'Event Certificate',
    description: /*i18n*/ 'A finder where attendees enter their ticket id and email to open their certificate.',
    name: 'etn_pro_certificate',
    fields: [
      {
        kind: 'multichoice',
        key: 'options',
        label: /*i18n*/ 'Certificate shows',
        options: CERTIFICATE_OPTIONS,
        default: CERTIFICATE_OPTIONS,
      },
    ],
  },
];

/** The widgets with the language field every widget shares (issue #12), last in each form. */
export const SHORTCODE_WIDGETS: readonly ShortcodeWidget[] = WIDGETS.map((widget) => ({ ...widget, fields: [...widget.fields, languageField()] }));

/** Labels of the choices whose raw names read poorly in a form (catalogue messages, shown with `i18n._`). */
export const CHOICE_LABELS: Readonly<Record<string, string>> = {
  DESC: /*i18n*/ 'Descending',
  ASC: /*i18n*/ 'Ascending',
  title: /*i18n*/ 'Title',
  ID: /*i18n*/ 'ID',
  post_date: /*i18n*/ 'Date created',
  name: /*i18n*/ 'Name',
  etn_start_date: /*i18n*/ 'Start date',
  etn_end_date: /*i18n*/ 'End date',
  all: /*i18n*/ 'All',
  upcoming: /*i18n*/ 'Upcoming',
  ongoing: /*i18n*/ 'Ongoing',
  expire: /*i18n*/ 'Expired',
  dayGridMonth: /*i18n*/ 'Month',
  timeGridWeek: /*i18n*/ 'Week',
  timeGridDay: /*i18n*/ 'Day',
  listMonth: /*i18n*/ 'Month list',
  listWeek: /*i18n*/ 'Week list',
  listDay: /*i18n*/ 'Day list',
  standard: /*i18n*/ 'Standard',
  classic: /*i18n*/ 'Classic',
  list: /*i18n*/ 'List',
  tab: /*i18n*/ 'Tab',
  event_title: /*i18n*/ 'Event title',
  event_date: /*i18n*/ 'Event date',
  event_time: /*i18n*/ 'Event time',
  ticket_id: /*i18n*/ 'Ticket id',
};
