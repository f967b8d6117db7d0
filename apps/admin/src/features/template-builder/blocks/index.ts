import { i18n } from '@lingui/core';
import { getBlockType, setCategories, setDefaultBlockName, setUnregisteredTypeHandlerName } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
// Bold, italic, links and the other rich-text formats (issue #10 §4): the package registers them on import.
import '@wordpress/format-library';
import * as paragraph from '@wordpress/block-library/build-module/paragraph/index.mjs';
import * as heading from '@wordpress/block-library/build-module/heading/index.mjs';
import * as image from '@wordpress/block-library/build-module/image/index.mjs';
import * as list from '@wordpress/block-library/build-module/list/index.mjs';
import * as listItem from '@wordpress/block-library/build-module/list-item/index.mjs';
import * as columns from '@wordpress/block-library/build-module/columns/index.mjs';
import * as column from '@wordpress/block-library/build-module/column/index.mjs';
import * as group from '@wordpress/block-library/build-module/group/index.mjs';
import * as buttons from '@wordpress/block-library/build-module/buttons/index.mjs';
import * as button from '@wordpress/block-library/build-module/button/index.mjs';
import * as separator from '@wordpress/block-library/build-module/separator/index.mjs';
import * as spacer from '@wordpress/block-library/build-module/spacer/index.mjs';
import * as missing from '@wordpress/block-library/build-module/missing/index.mjs';
import type { BlockCategory, MessageDescriptor } from '@eventory/core';
import { addBlockFilters } from './shared/blockFilters';
import { registerTemplateBlock, type TemplateBlockDefinition } from './shared/registerTemplateBlock';
import { templateContainer } from './template-container';
import { container } from './container';
import { templateHeading } from './template-heading';
import { customImage } from './custom-image';
import { customButton } from './custom-button';
import { diamondSeparator } from './diamond-separator';
import { ticketQrcode } from './ticket-qrcode';
import { ticketInfo } from './ticket-info';
import { attendeeInfo } from './attendee-info';
import { attendeeExtraFields } from './attendee-extra-fields';
import { eventInfo } from './event-info';
import { eventTitle } from './event-title';
import { eventBanner } from './event-banner';
import { eventDatetime } from './event-datetime';
import { eventVenue } from './event-venue';
import { eventDescription } from './event-description';
import { eventSchedule } from './event-schedule';
import { eventSpeaker } from './event-speaker';
import { eventOrganizer } from './event-organizer';
import { eventAttendee } from './event-attendee';
import { eventFaq } from './event-faq';
import { eventLogo } from './event-logo';
import { eventCategory } from './event-category';
import { eventTag } from './event-tag';
import { eventSocial } from './event-social';
import { eventCountDownTimer } from './event-count-down-timer';
import { eventAddCalender } from './event-add-calender';
import { eventRsvp } from './event-rsvp';
import { buyTicket } from './buy-ticket';
import { recurringEvent } from './recurring-event';
import { relatedEvents } from './related-events';
import { shortcode } from './shortcode';

/** The builder's own blocks (issue #10 §4), one folder each. */
const TEMPLATE_BLOCK_DEFINITIONS: readonly TemplateBlockDefinition[] = [
  templateContainer, container, templateHeading, customImage, customButton, diamondSeparator,
  ticketQrcode, ticketInfo, attendeeInfo, attendeeExtraFields, eventInfo,
  eventTitle, eventBanner, eventDatetime, eventVenue, eventDescription, eventSchedule, eventSpeaker, eventOrganizer,
  eventAttendee, eventFaq, eventLogo, eventCategory, eventTag, eventSocial, eventCountDownTimer, eventAddCalender,
  eventRsvp, buyTicket, recurringEvent, relatedEvents, shortcode,
];

/** The core blocks the builder offers, registered one by one (never registerCoreBlocks()). */
const CORE_BLOCKS = [paragraph, heading, image, list, listItem, columns, column, group, buttons, button, separator, spacer];

/**
 * Formats of @wordpress/format-library a template has no use for: LaTeX maths (MathML renders in
 * neither mail clients nor certificate PDFs) would fetch a 194 kB parser as soon as a paragraph
 * is focused, competing with the first keystrokes (issue #10 §7).
 */
const UNUSED_FORMATS = ['core/math'];

/**
 * Inserter categories of core's BlockCategory, their titles messages shown in the admin's language.
 * 'layout' is registered by Gutenberg's name for it, 'design': Gutenberg files a block of the legacy
 * 'layout' under 'design', as it does its own Columns, Group and Spacer, and a category it does not
 * know is listed as 'Uncategorized' (walk A).
 */
const CATEGORIES: readonly { slug: Exclude<BlockCategory, 'layout'> | 'design'; title: MessageDescriptor }[] = [
  { slug: 'design', title: /*i18n*/ { id: 'Layout' } },
  { slug: 'text', title: /*i18n*/ { id: 'Text' } },
  { slug: 'media', title: /*i18n*/ { id: 'Media' } },
  { slug: 'ticket', title: /*i18n*/ { id: 'Ticket' } },
  { slug: 'attendee', title: /*i18n*/ { id: 'Attendee' } },
  { slug: 'event', title: /*i18n*/ { id: 'Event' } },
];

/** Registers the builder's blocks and the listed core blocks, once. */
export function registerBuilderBlocks(): void {
  if (getBlockType(templateContainer.name)) return;
  addBlockFilters();
  setCategories(CATEGORIES.map(({ slug, title }) => ({ slug, title: i18n._(title) })));
  // The rich-text store by name (untyped): @wordpress/rich-text is format-library's dependency, not the admin's.
  (dispatch('core/rich-text') as { removeFormatTypes(names: string[]): void }).removeFormatTypes(UNUSED_FORMATS);
  for (const core of CORE_BLOCKS) if (!getBlockType(core.name)) core.init();
  // The paragraph is the block typing starts, and its '/' opens the block menu its placeholder
  // promises ('Type / to choose a block'); without a default block the slash did nothing.
  setDefaultBlockName(paragraph.name);
  for (const definition of TEMPLATE_BLOCK_DEFINITIONS) registerTemplateBlock(definition);
  // A block this builder does not know (e.g. imported markup) is kept as it was and shown as such.
  if (!getBlockType(missing.name)) missing.init();
  setUnregisteredTypeHandlerName(missing.name);
}
