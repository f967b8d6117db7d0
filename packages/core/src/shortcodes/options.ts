import { PUBLIC_LANGUAGES } from '../i18n/languages.js';
import type { ChoiceField, IdsField, NumberField, ShortcodeField, YesNoField } from './fields.js';

/** SPEC §9's shortcode constants and the field builders the 20 widgets share. */

/** SPEC §9 "Shortcode defaults". */
export const SHORTCODE_DEFAULTS = {
  postLimit: 20,
  eventLimit: 20,
  eventLimitOneLine: 3,
  descriptionLimit: 20,
  sliderCount: 3,
  sliderCountMin: 1,
  sliderCountMax: 10,
  locationLimit: 5,
  columnsMin: 1,
  columnsMax: 4,
  columns: 1,
  order: 'DESC',
  orderby: 'ID',
} as const;

export const SHORTCODE_ORDER = ['DESC', 'ASC'] as const;
/** SPEC §9 "Orderby options"; events add their start and end dates. */
export const SHORTCODE_ORDERBY = ['title', 'ID', 'post_date', 'name'] as const;
export const EVENT_SHORTCODE_ORDERBY = [...SHORTCODE_ORDERBY, 'etn_start_date', 'etn_end_date'] as const;
/** SPEC §9 "Status filter". */
export const SHORTCODE_STATUS_FILTER = ['all', 'upcoming', 'ongoing', 'expire'] as const;
/** SPEC §9 calendar views (default timeGridWeek) and list views (default listMonth). */
export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay'] as const;
export const CALENDAR_LIST_VIEWS = ['listMonth', 'listWeek', 'listDay'] as const;

/** `style-1` … `style-n` (or another prefix: events slider `event-1` …). */
export function styleNames(count: number, prefix = 'style-'): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}

/** SPEC §9 "Styles". */
export const SHORTCODE_STYLES = {
  speakersClassic: styleNames(3),
  speakersSlider: styleNames(5),
  eventsClassic: styleNames(5),
  eventsTab: styleNames(4),
  eventsSlider: styleNames(3, 'event-'),
  schedule: styleNames(2),
  organizer: styleNames(1),
  location: styleNames(1),
} as const;

/** SPEC §9 "Certificate shortcode options". */
export const CERTIFICATE_OPTIONS = ['event_title', 'event_date', 'event_time', 'ticket_id'] as const;

/** A limit (SPEC §5: minimum 1). */
export const limit = (key: string, label: string, value: number): NumberField => ({ kind: 'number', key, label, default: value, min: 1 });
/** Columns 1 to 4, default 1. */
export const columns = (key: string): NumberField => ({
  kind: 'number',
  key,
  label: /*i18n*/ 'Columns',
  default: SHORTCODE_DEFAULTS.columns,
  min: SHORTCODE_DEFAULTS.columnsMin,
  max: SHORTCODE_DEFAULTS.columnsMax,
});
/** A yes/no toggle, default no (SPEC §9). */
export const yesNo = (key: string, label: string): YesNoField => ({ kind: 'yesno', key, label, default: 'no' });
export const choice = (key: string, label: string, options: readonly string[], value = options[0]!, onlyFor?: readonly string[]): ChoiceField => ({
  kind: 'choice',
  key,
  label,
  options,
  default: value,
  ...(onlyFor ? { onlyFor } : {}),
});
export const style = (options: readonly string[], onlyFor?: readonly string[]) => choice('style', /*i18n*/ 'Style', options, options[0], onlyFor);
export const order = (): ChoiceField => choice('order', /*i18n*/ 'Order', SHORTCODE_ORDER, SHORTCODE_DEFAULTS.order);
export const orderby = (options: readonly string[] = SHORTCODE_ORDERBY): ChoiceField => choice('orderby', /*i18n*/ 'Order by', options, SHORTCODE_DEFAULTS.orderby);
export const ids = (key: string, label: string, source: IdsField['source']): IdsField => ({ kind: 'ids', key, label, source });
/** One event that must be chosen ('Please select an event'). */
export const oneEvent = (key: string): IdsField => ({ kind: 'ids', key, label: /*i18n*/ 'Event', source: 'events', single: true, required: true });

/** The fields of the event lists (Events, Events One Line, Events Tab), SPEC §9. */
export function eventListFields(eventLimit: number, onlyClassic?: readonly string[]): ShortcodeField[] {
  return [
    ...(onlyClassic ? [style(SHORTCODE_STYLES.eventsClassic, onlyClassic)] : []),
    limit('event_count', /*i18n*/ 'Event limit', eventLimit),
    columns('event_col'),
    ids('event_cat_ids', /*i18n*/ 'Categories', 'categories'),
    ids('event_tag_ids', /*i18n*/ 'Tags', 'tags'),
    order(),
    orderby(EVENT_SHORTCODE_ORDERBY),
    choice('filter_with_status', /*i18n*/ 'Status', SHORTCODE_STATUS_FILTER),
    yesNo('show_desc', /*i18n*/ 'Show description'),
    limit('desc_limit', /*i18n*/ 'Description limit', SHORTCODE_DEFAULTS.descriptionLimit),
    yesNo('show_category', /*i18n*/ 'Show category'),
    yesNo('show_attendee_count', /*i18n*/ 'Show attendee count'),
    yesNo('show_btn', /*i18n*/ 'Show button'),
    { kind: 'text', key: 'btn_text', label: /*i18n*/ 'Button text', default: 'Attend', maxLength: 60 },
    yesNo('show_thumb', /*i18n*/ 'Show thumbnail'),
    yesNo('show_end_date', /*i18n*/ 'Show end date'),
    yesNo('show_event_location', /*i18n*/ 'Show location'),
    yesNo('show_child_event', /*i18n*/ 'Show recurrences'),
    yesNo('show_parent_event', /*i18n*/ 'Show recurring parents'),
  ];
}

/** The fields of the two calendar widgets: their view list and default view differ. */
export function calendarFields(views: readonly string[], view: string): ShortcodeField[] {
  return [
    ids('event_cat_ids', /*i18n*/ 'Categories', 'categories'),
    choice('calendar_view', /*i18n*/ 'Calendar view', views, view),
    yesNo('all_day_slot', /*i18n*/ 'Show all-day slot'),
    yesNo('show_child_event', /*i18n*/ 'Show recurrences'),
    yesNo('show_parent_event', /*i18n*/ 'Show recurring parents'),
  ];
}

/** The `lang` choice that follows the visitor: their `Accept-Language`, then the site's default language. */
export const VISITOR_LANGUAGE = 'auto';

/**
 * Every widget's `lang` attribute (issue #12 §2): a language of the public pages the widget always shows in,
 * or the visitor's (the default, left out of the shortcode so existing shortcodes read the same).
 */
export const languageField = (): ChoiceField => ({ ...choice('lang', 'Language', [VISITOR_LANGUAGE, ...PUBLIC_LANGUAGES], VISITOR_LANGUAGE), omitDefault: true });
