import { i18n } from '@lingui/core';
import { Alert, Button, Form, Input, Popconfirm, Radio } from 'antd';
import { isLocationMalformed } from '@eventory/core';
import { UrlInput } from '../../../shared/UrlInput';
import type { SectionProps } from './sections';
import { SectionForm } from './SectionForm';
import { useDraft } from './useEventDraft';

/** Section "Location": offline with an address, or online with a URL; the location can also be removed. */
export function LocationSection({ event }: SectionProps) {
  const draft = useDraft();
  const type = Form.useWatch(['location', 'type'], draft.form);
  const remove = event.location !== null && (
    <Popconfirm title={i18n._("Remove this event's location?")} okText={i18n._('Remove')} cancelText={i18n._('Cancel')} onConfirm={() => draft.save(['location'], { location: null })}>
      <Button danger disabled={draft.saving}>
        {i18n._('Remove location')}
      </Button>
    </Popconfirm>
  );
  return (
    <SectionForm title={i18n._('Location')} actions={remove}>
      {isLocationMalformed(event.location) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={i18n._("There's a problem with this event's location. Kindly remove the location and save it again.")}
        />
      )}
      <Form.Item name={['location', 'type']} label={i18n._('Event type')}>
        <Radio.Group
          aria-label={i18n._('Event type')}
          options={[
            { label: i18n._('Offline (in person)'), value: 'offline' },
            { label: i18n._('Online'), value: 'online' },
          ]}
        />
      </Form.Item>
      {type === 'online' ? (
        <Form.Item
          name={['location', 'url']}
          label={i18n._('Meeting URL')}
          rules={[{ type: 'url', message: i18n._('Give a full URL such as https://meet.example.com/room') }]}
        >
          <UrlInput placeholder="https://meet.example.com/room" />
        </Form.Item>
      ) : (
        <Form.Item name={['location', 'address', 'address']} label={i18n._('Address')} rules={[{ max: 500, message: i18n._('Keep the address under 500 characters') }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
        </Form.Item>
      )}
    </SectionForm>
  );
}
