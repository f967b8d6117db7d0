import { Alert, Button, Form, Input, Popconfirm, Radio } from 'antd';
import { isLocationMalformed, type EventItem, type EventLocation } from '@eventory/core';
import type { SectionProps } from './sections';
import { SectionForm } from './SectionForm';
import { useSectionSave } from './useSectionSave';

interface LocationValues {
  location: EventLocation;
}

const FIELDS = ['location.type', 'location.address.address', 'location.url'] as const;

/** Form values of a stored location, tolerating a malformed one. */
function toValues(event: EventItem): LocationValues {
  const stored: Partial<EventLocation> = event.location && typeof event.location === 'object' ? event.location : {};
  const address = typeof stored.address?.address === 'string' ? stored.address.address : '';
  return {
    location: {
      type: stored.type === 'online' ? 'online' : 'offline',
      address: { address },
      url: typeof stored.url === 'string' ? stored.url : '',
    },
  };
}

/** The API location: the URL only counts for online events. */
function toPatch({ location }: LocationValues) {
  return {
    location: {
      type: location.type,
      address: { address: (location.address?.address ?? '').trim() },
      url: location.type === 'online' ? (location.url ?? '').trim() : '',
    },
  };
}

/** Section "Location": offline with an address, or online with a URL; the location can also be removed. */
export function LocationSection({ event }: SectionProps) {
  const state = useSectionSave({ event, fields: FIELDS, toValues, toPatch });
  const type = Form.useWatch(['location', 'type'], state.form);
  const remove = event.location !== null && (
    <Popconfirm title="Remove this event's location?" okText="Remove" cancelText="Cancel" onConfirm={() => state.save({ location: null })}>
      <Button danger disabled={state.saving}>
        Remove location
      </Button>
    </Popconfirm>
  );
  return (
    <SectionForm title="Location" state={state} actions={remove}>
      {isLocationMalformed(event.location) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="There's a problem with this event's location. Kindly remove the location and save it again."
        />
      )}
      <Form.Item name={['location', 'type']} label="Event type">
        <Radio.Group
          options={[
            { label: 'Offline (in person)', value: 'offline' },
            { label: 'Online', value: 'online' },
          ]}
        />
      </Form.Item>
      {type === 'online' ? (
        <Form.Item
          name={['location', 'url']}
          label="Meeting URL"
          rules={[{ type: 'url', message: 'Give a full URL such as https://meet.example.com/room' }]}
        >
          <Input placeholder="https://meet.example.com/room" inputMode="url" />
        </Form.Item>
      ) : (
        <Form.Item name={['location', 'address', 'address']} label="Address" rules={[{ max: 500, message: 'Keep the address under 500 characters' }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
        </Form.Item>
      )}
    </SectionForm>
  );
}
