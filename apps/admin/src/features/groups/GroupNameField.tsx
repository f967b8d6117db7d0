import { i18n } from '@lingui/core';
import { Form, Input } from 'antd';

/** The values of the group create and rename forms. */
export interface GroupValues {
  name: string;
}

/** The 'Group Name' field: required ('Group Name is Required!', SPEC §5), at most 200 characters. */
export function GroupNameField({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Form.Item
      name="name"
      label={i18n._('Group Name')}
      rules={[
        { required: true, whitespace: true, message: i18n._('Group Name is Required!') },
        { max: 200, message: i18n._('Keep the name under 200 characters') },
      ]}
    >
      <Input autoFocus={autoFocus} maxLength={200} />
    </Form.Item>
  );
}
