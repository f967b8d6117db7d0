import { i18n } from '@lingui/core';
import { Form } from 'antd';
import { TemplateSelect } from '../../template-builder/TemplateSelect';
import { SectionForm } from './SectionForm';

/**
 * Section "Templates" (issue #10 §3): the event's landing page, ticket and certificate templates,
 * each chosen among the published templates of its type; none means the site-wide default of
 * Settings (and, without one, the built-in page).
 */
export function TemplatesSection() {
  return (
    <SectionForm title={i18n._('Templates')} intro={i18n._('Left empty, the site-wide default template of Settings is used.')}>
      <Form.Item name="landing_template" label={i18n._('Landing page template')} extra={i18n._("The event's public page is rendered through it.")}>
        <TemplateSelect type="event" placeholder={i18n._('Site default')} />
      </Form.Item>
      <Form.Item name="ticket_template" label={i18n._('Ticket template')} extra={i18n._("Each attendee's ticket page and PDF.")}>
        <TemplateSelect type="ticket" placeholder={i18n._('Site default')} />
      </Form.Item>
      <Form.Item name="certificate_template" label={i18n._('Certificate template')} extra={i18n._('Needed for Send Certificate in the event list.')}>
        <TemplateSelect type="certificate" placeholder={i18n._('Site default')} />
      </Form.Item>
    </SectionForm>
  );
}
