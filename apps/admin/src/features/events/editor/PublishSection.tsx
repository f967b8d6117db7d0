import { Form, Radio, Typography } from 'antd';
import type { SectionProps } from './sections';
import { SectionForm } from './SectionForm';

/** Section "Publish": draft or published, and the link to the event's public page. */
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
      <Form.Item label="Public page">
        <Typography.Link href={event.link} target="_blank" rel="noopener noreferrer">
          {event.link}
        </Typography.Link>
        {event.status === 'draft' && <Typography.Paragraph type="secondary">Visitors see this page once the event is published.</Typography.Paragraph>}
      </Form.Item>
    </SectionForm>
  );
}
