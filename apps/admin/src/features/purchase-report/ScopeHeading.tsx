import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { Flex } from 'antd';
import { useEventTitle } from '../../shared/EventSelect';
import { ScreenTitle } from '../../shared/ScreenTitle';

interface ScopeHeadingProps {
  /** What the screen lists, e.g. 'Bookings'. */
  noun: string;
  /** The event the route fixes, if any. */
  eventId?: number;
  /** The event's title from the listed rows, used when the event itself cannot be loaded (deleted). */
  fallbackTitle?: string;
  /** The screen without the event, e.g. '/purchase-report'. */
  allPath: string;
  /** The link text to that screen, e.g. 'All bookings'. */
  allText: string;
}

/**
 * A list screen's heading: 'Bookings', or, on an event's route, 'Bookings of <event title>' with a
 * link to see them for all events.
 */
export function ScopeHeading({ noun, eventId, fallbackTitle, allPath, allText }: ScopeHeadingProps) {
  const event = useEventTitle(eventId);
  const title = event.title ?? fallbackTitle ?? (eventId !== undefined ? i18n._('event #{id}', { id: eventId }) : undefined);
  return (
    <Flex align="baseline" gap={16} wrap>
      <ScreenTitle>
        {eventId === undefined ? noun : i18n._('{noun} of {title}', { noun, title })}
      </ScreenTitle>
      {eventId !== undefined && <Link to={allPath}>{allText}</Link>}
    </Flex>
  );
}
