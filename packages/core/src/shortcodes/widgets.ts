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
  /** The form field's key and label. */
  key: string;
  label: string;
  /** Choice → shortcode name, in the form's order; the first is the default. */
  names: Readonly<Record<string, string>>;
}

/** One of the 20 widgets of the Shortcode generator page (SPEC §2). */
export interface ShortcodeWidget {
  /** Stable id of the card (kebab case), also the renderer registry's key. */
  id: string;
  /** SPEC §2's title. */
  title: string;
  description: string;
  /** The shortcode name when there is no variant (the original's name). */
  name: string;
  variant?: WidgetVariant;
  fields: readonly ShortcodeField[];
}

const CLASSIC = ['classic'];

/** The 20 widgets in SPEC §2's order, with the original's shortcode and attribute names (REFERENCE.md). */
export const SHORTCODE_WIDGETS: readonly ShortcodeWidget[] = [
  {
    id: 'events-calendar',
    title: 'Events With Calendar',
    description: 'A month, week or day calendar of your events; visitors page through it and open an event from its slot.',
    name: 'etn_pro_calendar_standard',
    fields: calendarFields(CALENDAR_VIEWS, 'timeGridWeek'),
  },
  {
    id: 'events-calendar-list',
    title: 'Events With Calendar List',
    description: 'The events of a month, week or day as an agenda list, grouped by day.',
    name: 'etn_pro_calendar_list',
    fields: calendarFields(CALENDAR_LIST_VIEWS, 'listMonth'),
  },
  {
    id: 'speakers',
    title: 'Speakers',
    description: 'A grid of speakers with their photo, designation and social links, in the standard or the classic template.',
    name: 'etn_pro_speakers_standard',
    variant: { key: 'template', label: 'Template', names: { standard: 'etn_pro_speakers_standard', classic: 'etn_pro_speakers_classic' } },
    fields: [
      style(SHORTCODE_STYLES.speakersClassic, CLASSIC),
      ids('speakers_category', 'Speaker groups', 'speaker_groups'),
      columns('speaker_col'),
      limit('speaker_count', 'Speaker limit', SHORTCODE_DEFAULTS.postLimit),
      order(),
      orderby(),
      yesNo('show_designation', 'Show designation'),
      yesNo('show_social', 'Show social links'),
    ],
  },
  {
    id: 'organizers',
    title: 'Organizer List',
    description: 'The organizers of your events with their logo and a link to their site.',
    name: 'etn_pro_organizers',
    fields: [
      style(SHORTCODE_STYLES.organizer),
      ids('cat_id', 'Speaker groups', 'speaker_groups'),
      columns('etn_speaker_col'),
      limit('limit', 'Organizer limit', SHORTCODE_DEFAULTS.postLimit),
      order(),
      orderby(),
      yesNo('url', 'Show website link'),
      yesNo('logo', 'Show logo'),
    ],
  },
  {
    id: 'speakers-slider',
    title: 'Speakers Slider',
    description: 'Speakers in a sliding carousel, several at a time, with arrows, dots and autoplay as you choose.',
    name: 'etn_pro_speakers_sliders',
    fields: [
      style(SHORTCODE_STYLES.speakersSlider),
      ids('categories_id', 'Speaker groups', 'speaker_groups'),
      limit('speaker_count', 'Speaker limit', SHORTCODE_DEFAULTS.postLimit),
      {
        kind: 'number',
        key: 'slider_count',
        label: 'Slider Count',
        default: SHORTCODE_DEFAULTS.sliderCount,
        min: SHORTCODE_DEFAULTS.sliderCountMin,
        max: SHORTCODE_DEFAULTS.sliderCountMax,
      },
      { kind: 'number', key: 'spaceBetween', label: 'Space between slides (px)', default: 30, min: 0, max: 200 },
      yesNo('auto_play', 'Autoplay'),
      yesNo('slider_nav_show', 'Show arrows'),
      yesNo('slider_dot_show', 'Show dots'),
    ],
  },
  {
    id: 'events',
    title: 'Events',
    description: 'A grid of events with date, location, description and a button, in the standard or the classic template.',
    name: 'etn_pro_events_standard',
    variant: { key: 'template', label: 'Template', names: { standard: 'etn_pro_events_standard', classic: 'etn_pro_events_classic' } },
    fields: eventListFields(SHORTCODE_DEFAULTS.eventLimit, CLASSIC),
  },
  {
    id: 'events-one-line',
    title: 'Events One Line',
    description: 'Compact one-line rows of upcoming events: date, title and location.',
    name: 'etn_pro_events_one_line',
    fields: eventListFields(SHORTCODE_DEFAULTS.eventLimitOneLine),
  },
  {
    id: 'events-tab',
    title: 'Events Tab',
    description: 'Events grouped in tabs by category, so visitors switch between them in place.',
    name: 'etn_pro_events_tab',
    fields: [style(SHORTCODE_STYLES.eventsTab), ...eventListFields(SHORTCODE_DEFAULTS.eventLimit)],
  },
  {
    id: 'events-slider',
    title: 'Events Slider',
    description: 'Events in a sliding carousel with arrows, dots and autoplay as you choose.',
    name: 'etn_pro_events_sliders',
    fields: [
      style(SHORTCODE_STYLES.eventsSlider),
      ids('event_cat_ids', 'Categories', 'categories'),
      limit('event_count', 'Event limit', SHORTCODE_DEFAULTS.eventLimit),
      { kind: 'number', key: 'event_slider_count', label: 'Slider Count', default: SHORTCODE_DEFAULTS.sliderCount, min: SHORTCODE_DEFAULTS.sliderCountMin },
      order(),
      orderby(),
      yesNo('auto_play', 'Autoplay'),
      yesNo('slider_nav_show', 'Show arrows'),
      yesNo('slider_dot_show', 'Show dots'),
    ],
  },
  {
    id: 'countdown',
    title: 'Event Countdown',
    description: 'Days, hours, minutes and seconds left until an event starts.',
    name: 'etn_pro_countdown',
    fields: [oneEvent('event_id')],
  },
  {
    id: 'schedules',
    title: 'Schedules',
    description: 'Day programs with times, locations, speakers and descriptions, as a list or in tabs by day.',
    name: 'etn_pro_schedules_list',
    variant: { key: 'view', label: 'Schedule view', names: { list: 'etn_pro_schedules_list', tab: 'etn_pro_schedules_tab' } },
    fields: [
      style(SHORTCODE_STYLES.schedule),
      ids('ids', 'Schedules', 'schedules'),
      order(),
      yesNo('show_time_duration', 'Show time and duration'),
      yesNo('show_location', 'Show location'),
      yesNo('show_speaker', 'Show speakers'),
      yesNo('show_desc', 'Show description'),
    ],
  },
  {
    id: 'ticket-form',
    title: 'Event Ticket Form',
    description: "An event's ticket variations with quantities and a button to book them.",
    name: 'etn_pro_ticket_form',
    fields: [oneEvent('id'), yesNo('show_title', 'Show event title')],
  },
  {
    id: 'rsvp-form',
    title: 'RSVP Form',
    description: 'Lets visitors answer going, not going or maybe to an event.',
    name: 'etn_rsvp_form',
    fields: [oneEvent('event_id')],
  },
  {
    id: 'related-events',
    title: 'Related Event',
    description: 'Events that share a category or tag with the chosen event.',
    name: 'etn_pro_related_events',
    fields: [oneEvent('id')],
  },
  {
    id: 'add-to-calendar',
    title: 'Add to Calendar',
    description: 'Buttons that add an event to Google or Outlook calendars, or download it as an .ics file.',
    name: 'etn_pro_add_calendar',
    fields: [oneEvent('id')],
  },
  {
    id: 'attendee-list',
    title: 'Attendee List',
    description: "The people attending an event, with their avatars and, if you allow it, their emails.",
    name: 'etn_pro_attendee_list',
    fields: [oneEvent('id'), yesNo('show_avatar', 'Show avatar'), yesNo('show_email', 'Show email')],
  },
  {
    id: 'recurring-event',
    title: 'Recurring Event',
    description: 'The upcoming occurrences of recurring events.',
    name: 'etn_event_recurring',
    fields: [ids('single_event_ids', 'Recurring events', 'events')],
  },
  {
    id: 'event-location',
    title: 'Event Location',
    description: 'The places your events happen, with the events at each.',
    name: 'etn_pro_event_location_list',
    fields: [style(SHORTCODE_STYLES.location), limit('location_limit', 'Location limit', SHORTCODE_DEFAULTS.locationLimit)],
  },
  {
    id: 'frontend-dashboard',
    title: 'Event Frontend Dashboard',
    description: 'A dashboard on your site where vendors create and edit their own events and see their attendees.',
    name: 'etn_pro_dashboard',
    fields: [],
  },
  {
    id: 'certificate',
    title: 'Event Certificate',
    description: 'A finder where attendees enter their ticket id and email to open their certificate.',
    name: 'etn_pro_certificate',
    fields: [
      {
        kind: 'multichoice',
        key: 'options',
        label: 'Certificate shows',
        options: CERTIFICATE_OPTIONS,
        default: CERTIFICATE_OPTIONS,
      },
    ],
  },
];

/** Labels of the choices whose raw names read poorly in a form. */
export const CHOICE_LABELS: Readonly<Record<string, string>> = {
  DESC: 'Descending',
  ASC: 'Ascending',
  title: 'Title',
  ID: 'ID',
  post_date: 'Date created',
  name: 'Name',
  etn_start_date: 'Start date',
  etn_end_date: 'End date',
  all: 'All',
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  expire: 'Expired',
  dayGridMonth: 'Month',
  timeGridWeek: 'Week',
  timeGridDay: 'Day',
  listMonth: 'Month list',
  listWeek: 'Week list',
  listDay: 'Day list',
  standard: 'Standard',
  classic: 'Classic',
  list: 'List',
  tab: 'Tab',
  event_title: 'Event title',
  event_date: 'Event date',
  event_time: 'Event time',
  ticket_id: 'Ticket id',
};
