import { i18n } from '@lingui/core';
import { useState, type ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Redirect } from '../../../shared/Redirect';
import { Button, Card, Flex, Form, Result, Spin, Tag } from 'antd';
import type { EventItem } from '@eventory/core';
import { EventStatusTag } from '../list/EventFacts';
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
import { SectionNav } from './SectionNav';
import { editorPath, isSectionKey, type SectionKey, type SectionProps } from './sections';
import { TemplatesSection } from './TemplatesSection';
import { TicketsSection } from './TicketsSection';
import { sectionOfField } from './editorValues';
import { EventDraftContext, useEventDraft } from './useEventDraft';
import { useLeaveGuard } from '../../../shared/useLeaveGuard';
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
  templates: TemplatesSection,
  publish: PublishSection,
};

function EventNotFound() {
  return (
    <Result
      status="404"
      title={i18n._('Event not found')}
      subTitle={i18n._('The event does not exist or has been deleted.')}
      extra={<Link to="/events">{i18n._('Back to events')}</Link>}
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
      <EventStatusTag state={event.event_status} />
      {event.parent !== 0 && <Tag>{i18n._('Recurrence')}</Tag>}
      {event.parent === 0 && event.recurring_enabled === 'yes' && <Tag>{i18n._('Recurring Parent')}</Tag>}
    </Flex>
  );
}

interface EditorBodyProps {
  event: EventItem;
  section: SectionKey;
}

/**
 * The loaded editor: the section navigation (see {@link SectionNav}) and the sections. Every event section's fields live in one form,
 * so switching sections keeps what was typed; a section stays mounted (hidden) once opened, so Save
 * validates every section opened, and a field refused by the form or the server brings its section back. Leaving the event
 * with unsaved changes asks first.
 */
function EditorBody({ event, section }: EditorBodyProps) {
  const navigate = useNavigate();
  const show = (key: SectionKey) => {
    if (key !== section) navigate(editorPath(event.id, key));
  };
  const draft = useEventDraft(event, show);
  const [opened, setOpened] = useState<SectionKey[]>([section]);
  if (!opened.includes(section)) setOpened([...opened, section]);
  const unsaved: SectionKey[] = draft.rsvpChanged ? [...draft.changed, 'rsvp'] : draft.changed;
  useLeaveGuard(unsaved.length > 0, (pathname) => pathname.startsWith(`/events/create/${event.id}/`));

  const render = (key: SectionKey) => {
    const Section = SECTION_COMPONENTS[key];
    return (
      <div key={key} hidden={key !== section}>
        <Section event={event} />
      </div>
    );
  };
  return (
    <EventDraftContext.Provider value={draft}>
      <Flex gap={24} align="flex-start" wrap>
        <SectionNav section={section} unsaved={unsaved} onChoose={show} />
        <Card style={{ flex: '1 1 480px', minWidth: 0 }}>
          <Form
            form={draft.form}
            layout="vertical"
            initialValues={draft.initialValues}
            onFinish={draft.saveChanges}
            onFinishFailed={({ errorFields }) => {
              const failing = errorFields[0] && sectionOfField(errorFields[0].name);
              if (failing) show(failing);
            }}
          >
            {opened.filter((key) => key !== 'rsvp').map(render)}
          </Form>
          {opened.includes('rsvp') && render('rsvp')}
        </Card>
      </Flex>
    </EventDraftContext.Provider>
  );
}

/**
 * The event editor (route `/events/create/:id/:section`): a header, the section navigation and the
 * chosen section's fields (see {@link EditorBody}). An unknown section goes to `basic`; an unknown
 * event shows "Event not found".
 */
export default function EventEditor() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const query = useEvent(validId ? id : 0);

  if (!validId) return <EventNotFound />;
  if (!isSectionKey(params.section)) return <Redirect to={editorPath(id, 'basic')} />;
  const section = params.section;

  if (!query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return <EventNotFound />;
    if (query.error) {
      return (
        <Result
          status="error"
          title={i18n._('The event could not be loaded')}
          subTitle={query.error.message}
          extra={<Button onClick={() => void query.refetch()}>{i18n._('Try again')}</Button>}
        />
      );
    }
    return (
      <Flex justify="center" style={{ padding: 48 }} role="status">
        <Spin size="large" description={i18n._('Loading event…')} />
      </Flex>
    );
  }

  return (
    <>
      <EditorHeader event={query.data} />
      <EditorBody key={query.data.id} event={query.data} section={section} />
    </>
  );
}
