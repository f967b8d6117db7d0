import { ROOT_BLOCK_NAME } from '@eventory/core';
import type { BlockRenderer } from '../types.js';
import { buyTicket, eventAddCalendar, eventCountdown, eventRsvp } from './actionBlocks.js';
import { eventBanner, eventCategory, eventDatetime, eventDescription, eventFaq, eventLogo, eventSocial, eventTag, eventTitle, eventVenue } from './eventBlocks.js';
import { attendeeExtraFields, attendeeInfo, eventInfo, ticketInfo } from './infoBlocks.js';
import { relatedEvents, recurringEvent } from './listBlocks.js';
import { eventAttendee, eventOrganizer, eventSchedule, eventSpeaker } from './programmeBlocks.js';
import { shortcodeBlock } from './shortcodeBlock.js';
import { templateContainer } from './templateContainer.js';
import { ticketQrcode } from './ticketQrcode.js';

/**
 * The server renderer of every dynamic block (core's TEMPLATE_BLOCKS with `dynamic: true`; a test
 * checks the two lists agree). Static blocks have none: their saved HTML is output.
 */
export const BLOCK_RENDERERS: Readonly<Record<string, BlockRenderer>> = {
  [ROOT_BLOCK_NAME]: templateContainer,
  'eventin-pro/ticket-qrcode': ticketQrcode,
  'eventin-pro/ticket-info': ticketInfo,
  'eventin-pro/attendee-info': attendeeInfo,
  'eventin-pro/attendee-extra-fields': attendeeExtraFields,
  'eventin-pro/event-info': eventInfo,
  'eventin-pro/event-title': eventTitle,
  'eventin-pro/event-banner': eventBanner,
  'eventin-pro/event-datetime': eventDatetime,
  'eventin-pro/event-venue': eventVenue,
  'eventin-pro/event-description': eventDescription,
  'eventin-pro/event-schedule': eventSchedule,
  'eventin-pro/event-speaker': eventSpeaker,
  'eventin-pro/event-organizer': eventOrganizer,
  'eventin-pro/event-attendee': eventAttendee,
  'eventin-pro/event-faq': eventFaq,
  'eventin-pro/event-logo': eventLogo,
  'eventin-pro/event-category': eventCategory,
  'eventin-pro/event-tag': eventTag,
  'eventin-pro/event-social': eventSocial,
  'eventin-pro/event-count-down-timer': eventCountdown,
  'eventin-pro/event-add-calender': eventAddCalendar,
  'eventin-pro/event-rsvp': eventRsvp,
  'eventin-pro/buy-ticket': buyTicket,
  'eventin-pro/recurring-event': recurringEvent,
  'eventin-pro/related-events': relatedEvents,
  'eventin-pro/shortcode': shortcodeBlock,
};
