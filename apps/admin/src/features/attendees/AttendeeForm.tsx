import { i18n } from '@lingui/core';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { ApiError } from '../../api/client';
import { routeId } from '../purchase-report/bookingFilters';
import { toAttendeeValues } from './attendeeFields';
import { AttendeeEditor } from './AttendeeEditor';
import { useAttendee } from './queries';
import { ScreenTitle } from '../../shared/ScreenTitle';

/**
 * The attendee form (`/attendees/edit/:id`, issue #4): loads the attendee afresh, says so when it
 * does not exist or cannot be loaded, then shows the form. Save and Cancel go back to the list it
 * was opened from (the attendee table when opened directly).
 */
export default function AttendeeForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const id = routeId(useParams().id);
  const attendee = useAttendee(id ?? 0);
  // 'default' is the first page of this visit: there is no list to go back to.
  const backToList = () => (location.key === 'default' ? navigate('/attendees') : navigate(-1));
  const back = (
    <Button type="primary" onClick={() => navigate('/attendees')}>
      {i18n._('Back to attendees')}
    </Button>
  );

  if (!id || (attendee.error instanceof ApiError && attendee.error.status === 404)) return <Result status="404" title={i18n._('This attendee does not exist.')} extra={back} />;
  if (attendee.error) return <Result status="error" title={i18n._('Could not load the attendee.')} subTitle={attendee.error.message} extra={back} />;
  if (!(attendee.data && attendee.isFetchedAfterMount)) return <Spin style={{ display: 'block', margin: 48 }} aria-label={i18n._('Loading the attendee')} />;

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('Edit Attendee')}</ScreenTitle>
      <Typography.Text type="secondary">
        {i18n._('{ticket} ticket for {event} · ticket id {id}', { ticket: attendee.data.ticket_name, event: attendee.data.event_title, id: attendee.data.ticket_id })}
      </Typography.Text>
      <AttendeeEditor key={id} id={id} initialValues={toAttendeeValues(attendee.data)} onDone={backToList} />
    </Flex>
  );
}
