import { i18n } from '@lingui/core';
import { Button, Flex, Form, Input } from 'antd';
import { duplicateLabel, type ExtraFieldRow } from './attendeeFields';

/**
 * The attendee form's extra fields: label and answer rows to add, edit and remove. A row needs a
 * label, and a label may be used once.
 */
export function ExtraFieldsList() {
  return (
    <Form.List
      name="extra_fields"
      rules={[
        {
          validator: async (_, rows: Partial<ExtraFieldRow>[] | undefined) => {
            const duplicate = duplicateLabel(rows ?? []);
            if (duplicate) throw new Error(i18n._('The label "{label}" is used twice: give each field its own label', { label: duplicate }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={i18n._('Extra fields')}>
          <Flex vertical gap={8}>
            {fields.map(({ key, name }, index) => (
              <Flex key={key} gap={8} align="start">
                <Form.Item
                  name={[name, 'key']}
                  style={{ flex: 1, marginBottom: 0 }}
                  rules={[
                    { required: true, whitespace: true, message: i18n._('Give this field a label, or remove the row') },
                    { max: 100, message: i18n._('Keep the label under 100 characters') },
                  ]}
                >
                  <Input placeholder={i18n._('Label')} aria-label={i18n._('Label of extra field {number}', { number: index + 1 })} maxLength={100} />
                </Form.Item>
                <Form.Item name={[name, 'value']} style={{ flex: 2, marginBottom: 0 }} rules={[{ max: 2000, message: i18n._('Keep the answer under 2000 characters') }]}>
                  <Input placeholder={i18n._('Answer')} aria-label={i18n._('Answer of extra field {number}', { number: index + 1 })} maxLength={2000} />
                </Form.Item>
                <Button onClick={() => remove(name)} aria-label={i18n._('Remove extra field {number}', { number: index + 1 })}>
                  {i18n._('Remove')}
                </Button>
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Button type="dashed" onClick={() => add({ key: '', value: '' })} style={{ alignSelf: 'flex-start' }}>
              {i18n._('Add field')}
            </Button>
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
}
