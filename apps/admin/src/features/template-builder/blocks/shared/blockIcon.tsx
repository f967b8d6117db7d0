import type { ReactElement } from 'react';
import { brush, calendar, group, image, paragraph, people, tag } from '@wordpress/icons';
import type { BlockCategory } from '@eventory/core';

const ICONS: Record<BlockCategory, ReactElement> = {
  layout: group,
  text: paragraph,
  media: image,
  ticket: tag,
  attendee: people,
  event: calendar,
};

/** An SVG icon per inserter category (Dashicon name strings render blank in this standalone editor). */
export function blockIcon(category: BlockCategory): ReactElement {
  return ICONS[category] ?? brush;
}
