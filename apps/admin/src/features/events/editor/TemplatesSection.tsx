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
    <SectionForm title="Templates" intro="Left empty, the site-wide default template of Settings is used.">
      <Form.Item name="landing_template" label="Landing page template" extra="The event's public page is rendered through it.">
        <TemplateSelect type="event" placeholder="Site default" />
      </Form.Item>
      <Form.Item name="ticket_template" label="Ticket template" extra="Each attendee's ticket page and PDF.">
        <TemplateSelect type="ticket" placeholder="Site default" />
      </Form.Item>
      <Form.Item name="certificate_template" label="Certificate template" extra="Needed for Send Certificate in the event list.">
        <TemplateSelect type="certificate" placeholder="Site default" />
      </Form.Item>
    </SectionForm>
  );
}
