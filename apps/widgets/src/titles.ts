import type { I18n, MessageDescriptor, ShortcodeWidget } from '@eventory/core';

/**
 * The 20 widgets' names (SPEC §2) as visitors read them: each widget's region is named by its title
 * in the widget's language. packages/core holds the same English titles for the admin's generator
 * (the admin catalogue); these put them in the public catalogue, where Arabic is
 * (lingui.public.config.js). A test keeps both equal.
 */
export const WIDGET_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  'events-calendar': /*i18n*/ { id: 'Events With Calendar' },
  'events-calendar-list': /*i18n*/ { id: 'Events With Calendar List' },
  'speakers': /*i18n*/ { id: 'Speakers' },
  'organizers': /*i18n*/ { id: 'Organizer List' },
  'speakers-slider': /*i18n*/ { id: 'Speakers Slider' },
  'events': /*i18n*/ { id: 'Events' },
  'events-one-line': /*i18n*/ { id: 'Events One Line' },
  'events-tab': /*i18n*/ { id: 'Events Tab' },
  'events-slider': /*i18n*/ { id: 'Events Slider' },
  'countdown': /*i18n*/ { id: 'Event Countdown' },
  'schedules': /*i18n*/ { id: 'Schedules' },
  'ticket-form': /*i18n*/ { id: 'Event Ticket Form' },
  'rsvp-form': /*i18n*/ { id: 'RSVP Form' },
  'related-events': /*i18n*/ { id: 'Related Event' },
  'add-to-calendar': /*i18n*/ { id: 'Add to Calendar' },
  'attendee-list': /*i18n*/ { id: 'Attendee List' },
  'recurring-event': /*i18n*/ { id: 'Recurring Event' },
  'event-location': /*i18n*/ { id: 'Event Location' },
  'frontend-dashboard': /*i18n*/ { id: 'Event Frontend Dashboard' },
  'certificate': /*i18n*/ { id: 'Event Certificate' },
};

/** A widget's title in `i18n`'s language (its English title for a widget not listed). */
export function widgetTitle(i18n: I18n, widget: Pick<ShortcodeWidget, 'id' | 'title'>): string {
  return i18n._(WIDGET_TITLES[widget.id] ?? { id: widget.title });
}
