import { Alert, Button, Form, Input, Popconfirm, Radio } from 'antd';
import { isLocationMalformed } from '@eventory/core';
import type { SectionProps } from './sections';
import { SectionForm } from './SectionForm';
import { useDraft } from './useEventDraft';

/** Section "Location": offline with an address, or online with a URL; the location can also be removed. */
export function LocationSection({ event }: SectionProps) {
  const draft = useDraft();
  const type = Form.useWatch(['location', 'type'], draft.form);
  const remove = event.location !== null && (
    <Popconfirm title="Remove this event's location?" okText="Remove" cancelText="Cancel" onConfirm={() => draft.save(['location'], { location: null })}>
      <Button danger disabled={draft.saving}>
        Remove location
      </Button>
    </Popconfirm>
  );
  return (
    <SectionForm title="Location" actions={remove}>
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
