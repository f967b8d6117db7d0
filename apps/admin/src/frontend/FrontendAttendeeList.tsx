import { i18n } from '@lingui/core';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Spin, Typography } from 'antd';
import { withData } from './dataText';

/** `GET /api/public/v1/events/{id}/attendees`: names only, a published event's. */
interface PublicAttendeeList {
  event_title: string;
  items: { id: number; name: string }[];
}

/** Dispatched on `window` by the page's booking form (public/booking.js) after a booking, `detail.eventId` its event. */
const BOOKED_EVENT = 'eventory:booked';

/**
 * @param fresh ask the server again rather than take the browser's copy (the answer may be kept for
 *   a minute, `Cache-Control: public, max-age=60`)
 */
async function fetchPublicAttendees(eventId: number, fresh: boolean): Promise<PublicAttendeeList | null> {
  const response = await fetch(`/api/public/v1/events/${eventId}/attendees`, { headers: { Accept: 'application/json' }, cache: fresh ? 'no-cache' : 'default' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(i18n._('The attendee list could not be loaded ({status}).', { status: response.status }));
  return (await response.json()) as PublicAttendeeList;
}

/**
 * The front-end attendee list container (`data-event-id`, issue #11 §5): who attends a published
 * event, by name only (the public API never sends emails), for any visitor; read again after a
 * booking made on the page.
 */
export function FrontendAttendeeList({ eventId }: { eventId: number }) {
  const valid = Number.isInteger(eventId) && eventId > 0;
  const fresh = useRef(false);
  const list = useQuery({ queryKey: ['public-attendees', eventId], queryFn: () => fetchPublicAttendees(eventId, fresh.current), enabled: valid });
  const { refetch } = list;
  useEffect(() => {
    const booked = (event: Event) => {
      if ((event as CustomEvent<{ eventId?: number }>).detail?.eventId !== eventId) return;
      fresh.current = true;
      void refetch();
    };
    window.addEventListener(BOOKED_EVENT, booked);
    return () => window.removeEventListener(BOOKED_EVENT, booked);
  }, [eventId, refetch]);
  if (!valid || list.data === null) return <Typography.Paragraph>{i18n._('This event has no public attendee list.')}</Typography.Paragraph>;
  if (list.isError) return <p role="alert">{list.error.message}</p>;
  if (!list.data) {
    return (
      <div role="status" aria-label={i18n._('Loading the attendees')}>
        <Spin />
      </div>
    );
  }
  const { event_title, items } = list.data;
  return (
    <section aria-labelledby={`etn-attendees-${eventId}`}>
      <h2 id={`etn-attendees-${eventId}`}>{withData((title) => i18n._('Attending {title} ({count})', { title, count: items.length }), event_title)}</h2>
      {items.length === 0 ? (
        <Typography.Paragraph>{i18n._('No attendees yet.')}</Typography.Paragraph>
      ) : (
        <ul>
          {items.map((a) => (
            <li key={a.id}>{a.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
