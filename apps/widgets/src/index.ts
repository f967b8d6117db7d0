/**
 * The public widgets (issue #11 §3): React components rendered on the server with
 * renderToString from the public read-only data; their theme is `styles/widgets.css`
 * (CSS custom properties `--ew-*` for colours, font and radius). Each renders in the language it is
 * given (issue #12 §2: `renderWidgetHtml(element, language)`).
 */
export * from './data.js';
export { renderWidgetHtml } from './render.js';
export { useWidgetLanguage, WidgetLanguageProvider, type WidgetLanguage } from './language.js';
export { EventsWidget, EventGrid, EventCard, eventCardOptions, locationText, type EventCardOptions } from './events/EventsWidget.js';
export { SpeakersWidget, PersonPhoto } from './speakers/SpeakersWidget.js';
export { idsOf, isYes, numberOf, textOf } from './values.js';
export { EventsOneLineWidget, EventsTabWidget, eventTabs, RelatedEventsWidget, RecurringEventWidget, EventLocationWidget } from './events/EventListWidgets.js';
export { OrganizersWidget } from './speakers/OrganizersWidget.js';
export { SchedulesWidget, duration, scheduleRooms } from './schedules/SchedulesWidget.js';
export { AttendeeListWidget, type PublicAttendee } from './attendees/AttendeeListWidget.js';
export { SpeakersSliderWidget, EventsSliderWidget, type SliderOptions } from './sliders/SliderWidgets.js';
export { CalendarWidget } from './calendar/CalendarWidget.js';
export { WIDGET_TITLES, widgetTitle } from './titles.js';
