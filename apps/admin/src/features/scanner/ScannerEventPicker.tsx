import { i18n } from '@lingui/core';
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
        {i18n._('Ticket scanner')}
      </ScreenTitle>
      <Card title={i18n._('Which event are you checking in?')}>
        <Flex gap={8} wrap>
          <EventSelect ariaLabel={i18n._('Event to scan')} placeholder={i18n._('Search events')} value={eventId} onChange={setEventId} width={340} />
          <Button type="primary" disabled={eventId === undefined} onClick={open}>
            {i18n._('Open scanner')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
