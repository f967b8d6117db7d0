import { useNavigate } from 'react-router-dom';
import { Button, Empty, Flex, Typography } from 'antd';
import { ImportButton } from './list/ImportButton';

/**
 * The empty state of the event list (route /events/empty): a way to create the first event and a
 * way to import events from an iCalendar file. A successful import leads back to the list.
 */
export default function EventsEmpty() {
  const navigate = useNavigate();
  return (
    <Empty
      style={{ marginTop: 64 }}
      description={
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            No events yet
          </Typography.Title>
          <Typography.Text type="secondary">Create your first event, or import events from an iCalendar (.ics) file.</Typography.Text>
        </Flex>
      }
    >
      <Flex gap={8} justify="center">
        <Button type="primary" onClick={() => navigate('/events/create')}>
          Create Event
        </Button>
        <ImportButton onImported={(summary) => summary.created + summary.updated > 0 && navigate('/events')} />
      </Flex>
    </Empty>
  );
}
