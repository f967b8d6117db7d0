import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex } from 'antd';
import { EventSelect } from '../../shared/EventSelect';
import { ScreenTitle } from '../../shared/ScreenTitle';

/**
 * `/ticket-scanner`: where door staff start (the host menu's 'Ticket scanner', or a scanner link
 * without an event): choose the event, then scan its tickets.
 */
export default function ScannerEventPicker() {
  const navigate = useNavigate();
  const [eventId, setEventId] = useState<number | undefined>();
  const open = () => eventId !== undefined && navigate(`/ticket-scanner/${eventId}`);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <ScreenTitle>
        Ticket scanner
      </ScreenTitle>
      <Card title="Which event are you checking in?">
        <Flex gap={8} wrap>
          <EventSelect ariaLabel="Event to scan" placeholder="Search events" value={eventId} onChange={setEventId} width={340} />
          <Button type="primary" disabled={eventId === undefined} onClick={open}>
            Open scanner
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
