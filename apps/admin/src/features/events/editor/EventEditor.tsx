import type { ComponentType } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Flex, Menu, Result, Spin, Tag } from 'antd';
import { EVENT_STATE_COLORS, EVENT_STATE_LABELS, type EventItem } from '@eventory/core';
import { ApiError } from '../../../api/client';
import { useEvent } from '../queries';
import { BasicSection } from './BasicSection';
import { DateTimeSection } from './DateTimeSection';
import { LocationSection } from './LocationSection';
import { PeopleSection } from './PeopleSection';
import { PublishSection } from './PublishSection';
import { RecurrenceSection } from './RecurrenceSection';
import { RsvpSection } from './RsvpSection';
import { SchedulesSection } from './SchedulesSection';
import { editorPath, isSectionKey, SECTIONS, type SectionKey, type SectionProps } from './sections';
import { TicketsSection } from './TicketsSection';
import { ScreenTitle } from '../../../shared/ScreenTitle';

const SECTION_COMPONENTS: Record<SectionKey, ComponentType<SectionProps>> = {
  basic: BasicSection,
  datetime: DateTimeSection,
  location: LocationSection,
  tickets: TicketsSection,
  recurrence: RecurrenceSection,
  speakers: PeopleSection,
  schedules: SchedulesSection,
  rsvp: RsvpSection,
  publish: PublishSection,
};

const MENU_ITEMS = SECTIONS.map((section) => ({ key: section.key, label: section.label }));

function EventNotFound() {
  return (
    <Result
      status="404"
      title="Event not found"
      subTitle="The event does not exist or has been deleted."
      extra={<Link to="/events">Back to events</Link>}
    />
  );
}

/** The editor's header: the event title and its status tag. */
function EditorHeader({ event }: { event: EventItem }) {
  return (
    <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
      <ScreenTitle>
        {event.title}
      </ScreenTitle>
      <Tag color={EVENT_STATE_COLORS[event.event_status]}>{EVENT_STATE_LABELS[event.event_status]}</Tag>
      {event.parent !== 0 && <Tag>Recurrence</Tag>}
      {event.parent === 0 && event.recurring_enabled === 'yes' && <Tag>Recurring Parent</Tag>}
    </Flex>
  );
}

/**
 * The event editor (route `/events/create/:id/:section`): a header, a sidebar of sections and the
 * chosen section's form, each saving only its own fields. An unknown section goes to `basic`; an
 * unknown event shows "Event not found".
 */
export default function EventEditor() {
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const query = useEvent(validId ? id : 0);

  if (!validId) return <EventNotFound />;
  if (!isSectionKey(params.section)) return <Navigate to={editorPath(id, 'basic')} replace />;
  const section = params.section;

  if (!query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return <EventNotFound />;
    if (query.error) {
      return (
        <Result
          status="error"
          title="The event could not be loaded"
          subTitle={query.error.message}
          extra={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      );
    }
    return (
      <Flex justify="center" style={{ padding: 48 }} role="status">
        <Spin size="large" description="Loading event…" />
      </Flex>
    );
  }

  const event = query.data;
  const Section = SECTION_COMPONENTS[section];
  return (
    <>
      <EditorHeader event={event} />
      <Flex gap={24} align="flex-start" wrap>
        <nav aria-label="Event editor sections" style={{ flex: '0 0 220px' }}>
          <Menu mode="inline" items={MENU_ITEMS} selectedKeys={[section]} onClick={({ key }) => navigate(editorPath(id, key as SectionKey))} />
        </nav>
        <Card style={{ flex: '1 1 480px', minWidth: 0 }}>
          <Section key={`${event.id}-${section}`} event={event} />
        </Card>
      </Flex>
    </>
  );
}
