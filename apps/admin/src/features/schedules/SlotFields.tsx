import { i18n } from '@lingui/core';
import { Flex, Form, Input } from 'antd';
import { RemoteMultiSelect } from '../../shared/RemoteMultiSelect';
import { TimeInput } from '../events/editor/pickers';
import { speakerSource } from './optionSources';
import { endsAfterStart, slotEndMessage } from './scheduleValues';

/** Every speaker, whatever their role: a slot may feature organizers too. */
const SPEAKERS = speakerSource();

/**
 * The fields of one slot inside the `slots` Form.List: topic (required), start and end time
 * (`HH:mm`, end after start), speakers, room, track and objective.
 * @param name the slot's index in the list
 */
export function SlotFields({ name }: { name: number }) {
  return (
    <>
      <Form.Item name={[name, 'topic']} label={i18n._('Topic')} rules={[{ required: true, whitespace: true, message: i18n._('Give the slot a topic') }, { max: 500, message: i18n._('Keep the topic under 500 characters') }]}>
        <Input maxLength={500} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name={[name, 'start_time']} label={i18n._('Start time')} rules={[{ required: true, message: i18n._('Give a start time') }]}>
          <TimeInput />
        </Form.Item>
        <Form.Item
          name={[name, 'end_time']}
          label={i18n._('End time')}
          dependencies={[['slots', name, 'start_time']]}
          rules={[
            { required: true, message: i18n._('Give an end time') },
            ({ getFieldValue }) => ({
              validator: (_, end) =>
                endsAfterStart(getFieldValue(['slots', name, 'start_time']), end) ? Promise.resolve() : Promise.reject(new Error(slotEndMessage())),
            }),
          ]}
        >
          <TimeInput />
        </Form.Item>
        <Form.Item name={[name, 'room']} label={i18n._('Room')} rules={[{ max: 200, message: i18n._('Keep the room under 200 characters') }]} style={{ flex: '1 1 160px' }}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name={[name, 'track']} label={i18n._('Track')} rules={[{ max: 200, message: i18n._('Keep the track under 200 characters') }]} style={{ flex: '1 1 160px' }}>
          <Input maxLength={200} />
        </Form.Item>
      </Flex>
      <Form.Item name={[name, 'speakers']} label={i18n._('Speakers')}>
        <RemoteMultiSelect source={SPEAKERS} placeholder={i18n._('Search speakers by name')} />
      </Form.Item>
      <Form.Item name={[name, 'objective']} label={i18n._('Objective')} style={{ marginBottom: 0 }}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
    </>
  );
}
