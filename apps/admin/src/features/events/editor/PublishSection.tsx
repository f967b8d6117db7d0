import { i18n } from '@lingui/core';
import { Form, Radio, Switch, Typography } from 'antd';
import type { SectionProps } from './sections';
import { SectionForm } from './SectionForm';

/**
 * Section "Publish": draft or published, the link to the event's public page, whether that page
 * lists who attends (the front-end attendee list, issue #11 §5) and whether the Attendee List
 * widget may show attendees' emails (issue #11 §3); both off by default.
 */
export function PublishSection({ event }: SectionProps) {
  return (
    <SectionForm title={i18n._('Publish')}>
      <Form.Item name="status" label={i18n._('Status')} extra={i18n._('Only published events are shown to visitors.')}>
        <Radio.Group
          aria-label={i18n._('Status')}
          options={[
            { label: i18n._('Draft'), value: 'draft' },
            { label: i18n._('Publish'), value: 'publish' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="attendee_list_public"
        label={i18n._('Public attendee list')}
        valuePropName="checked"
        extra={i18n._("Shows the names of the people attending on the event's public page. Off: only you see them.")}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="attendee_list_show_email"
        label={i18n._('Public attendee emails')}
        valuePropName="checked"
        extra={i18n._("Lets the Attendee List widget show attendees' emails where its shortcode asks for them (show_email). Off: no email is shown.")}
      >
        <Switch />
      </Form.Item>
      <Form.Item label={i18n._('Public page')}>
        <Typography.Link href={event.link} target="_blank" rel="noopener noreferrer">
          {event.link}
        </Typography.Link>
        {event.status === 'draft' && <Typography.Paragraph type="secondary">{i18n._('Visitors see this page once the event is published.')}</Typography.Paragraph>}
      </Form.Item>
    </SectionForm>
  );
}
