import { Form, Radio, Switch, Typography } from 'antd';
import type { SectionProps } from './sections';
import { SectionForm } from './SectionForm';

/**
 * Section "Publish": draft or published, the link to the event's public page, and whether the
 * Attendee List widget may show attendees' emails (issue #11 §3; off by default).
 */
export function PublishSection({ event }: SectionProps) {
  return (
    <SectionForm title="Publish">
      <Form.Item name="status" label="Status" extra="Only published events are shown to visitors.">
        <Radio.Group
          options={[
            { label: 'Draft', value: 'draft' },
            { label: 'Publish', value: 'publish' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="attendee_list_show_email"
        label="Public attendee emails"
        valuePropName="checked"
        extra="Lets the Attendee List widget show attendees' emails where its shortcode asks for them (show_email). Off: no email is shown."
      >
        <Switch />
      </Form.Item>
      <Form.Item label="Public page">
        <Typography.Link href={event.link} target="_blank" rel="noopener noreferrer">
          {event.link}
        </Typography.Link>
        {event.status === 'draft' && <Typography.Paragraph type="secondary">Visitors see this page once the event is published.</Typography.Paragraph>}
      </Form.Item>
    </SectionForm>
  );
}
