import { Flex, Form, Input } from 'antd';
import { RemoteMultiSelect } from '../../shared/RemoteMultiSelect';
import { TimeInput } from '../events/editor/pickers';
import { speakerSource } from './optionSources';
import { endsAfterStart, SLOT_END_MESSAGE } from './scheduleValues';

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
      <Form.Item name={[name, 'topic']} label="Topic" rules={[{ required: true, whitespace: true, message: 'Give the slot a topic' }, { max: 500 }]}>
        <Input maxLength={500} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name={[name, 'start_time']} label="Start time" rules={[{ required: true, message: 'Give a start time' }]}>
          <TimeInput />
        </Form.Item>
        <Form.Item
          name={[name, 'end_time']}
          label="End time"
          dependencies={[['slots', name, 'start_time']]}
          rules={[
            { required: true, message: 'Give an end time' },
            ({ getFieldValue }) => ({
              validator: (_, end) =>
                endsAfterStart(getFieldValue(['slots', name, 'start_time']), end) ? Promise.resolve() : Promise.reject(new Error(SLOT_END_MESSAGE)),
            }),
          ]}
        >
          <TimeInput />
        </Form.Item>
        <Form.Item name={[name, 'room']} label="Room" rules={[{ max: 200 }]} style={{ flex: '1 1 160px' }}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name={[name, 'track']} label="Track" rules={[{ max: 200 }]} style={{ flex: '1 1 160px' }}>
          <Input maxLength={200} />
        </Form.Item>
      </Flex>
      <Form.Item name={[name, 'speakers']} label="Speakers">
        <RemoteMultiSelect source={SPEAKERS} placeholder="Search speakers by name" />
      </Form.Item>
      <Form.Item name={[name, 'objective']} label="Objective" style={{ marginBottom: 0 }}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
    </>
  );
}
