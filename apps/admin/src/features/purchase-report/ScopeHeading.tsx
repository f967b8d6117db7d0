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
}

/**
 * A list screen's heading: 'Bookings', or, on an event's route, 'Bookings of <event title>' with a
 * link to see them for all events.
 */
export function ScopeHeading({ noun, eventId, fallbackTitle, allPath }: ScopeHeadingProps) {
  const event = useEventTitle(eventId);
  const title = event.title ?? fallbackTitle ?? (eventId !== undefined ? `event #${eventId}` : undefined);
  return (
    <Flex align="baseline" gap={16} wrap>
      <ScreenTitle>
        {eventId === undefined ? noun : `${noun} of ${title}`}
      </ScreenTitle>
      {eventId !== undefined && <Link to={allPath}>All {noun.toLowerCase()}</Link>}
    </Flex>
  );
}
