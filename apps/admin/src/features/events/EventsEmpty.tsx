import { i18n } from '@lingui/core';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { EmptyState } from '../../shared/EmptyState';
import { ImportButton } from './list/ImportButton';
import { ScreenTitle } from '../../shared/ScreenTitle';

/**
 * The empty state of the event list (route /events/empty): a way to create the first event and a
 * way to import events from an iCalendar file. A successful import leads back to the list.
 */
export default function EventsEmpty() {
  const navigate = useNavigate();
  return (
    <>
      <ScreenTitle hidden>{i18n._('Events')}</ScreenTitle>
      <EmptyState title={i18n._('No events yet')} text={i18n._('Create your first event, or import events from an iCalendar (.ics) file.')}>
        <Button type="primary" onClick={() => navigate('/events/create')}>
          {i18n._('Create Event')}
        </Button>
        <ImportButton onImported={(summary) => summary.created + summary.updated > 0 && navigate('/events')} />
      </EmptyState>
    </>
  );
}
