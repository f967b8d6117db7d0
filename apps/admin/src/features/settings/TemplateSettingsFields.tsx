import { i18n } from '@lingui/core';
import { Form, Switch, Typography } from 'antd';
import type { MessageDescriptor, TemplateSettings, TemplateType } from '@eventory/core';
import { TemplateSelect } from '../template-builder/TemplateSelect';

/** The settings holding the site-wide default template of each type. */
export const TEMPLATE_DEFAULT_FIELDS = ['default_landing_template', 'default_ticket_template', 'default_certificate_template'] as const;
export type TemplateDefaultField = (typeof TEMPLATE_DEFAULT_FIELDS)[number];

const DEFAULTS: readonly { name: TemplateDefaultField; type: TemplateType; label: MessageDescriptor; extra: MessageDescriptor }[] = [
  {
    name: 'default_landing_template',
    type: 'event',
    label: /*i18n*/ { id: 'Default landing page template' },
    extra: /*i18n*/ { id: 'Events without their own landing template show their page through it.' },
  },
  {
    name: 'default_ticket_template',
    type: 'ticket',
    label: /*i18n*/ { id: 'Default ticket template' },
    extra: /*i18n*/ { id: 'Tickets of events without their own ticket template.' },
  },
  {
    name: 'default_certificate_template',
    type: 'certificate',
    label: /*i18n*/ { id: 'Default certificate template' },
    extra: /*i18n*/ { id: 'Certificates of events without their own certificate template.' },
  },
];

/** The default template ids of settings or form values, none as null. */
export function templateDefaults(values: Partial<Pick<TemplateSettings, TemplateDefaultField>>): Pick<TemplateSettings, TemplateDefaultField> {
  return {
    default_landing_template: values.default_landing_template ?? null,
    default_ticket_template: values.default_ticket_template ?? null,
    default_certificate_template: values.default_certificate_template ?? null,
  };
}

/**
 * The Settings form's Templates part (issue #10 §1, §3): the site-wide default template of each type
 * (published templates; none = the built-in page) and whether the third-party page builder is
 * supported (the builder's page-builder button shows only when on).
 */
export function TemplateSettingsFields() {
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {i18n._('Templates')}
      </Typography.Title>
      {DEFAULTS.map(({ name, type, label, extra }) => (
        <Form.Item key={name} name={name} label={i18n._(label)} extra={i18n._(extra)}>
          <TemplateSelect type={type} placeholder={i18n._('None')} />
        </Form.Item>
      ))}
      <Form.Item
        name="thirdPartyBuilder"
        label={i18n._('Third-party page builder support')}
        valuePropName="checked"
        extra={i18n._("Shows the template builder's button to edit a template with a third-party page builder.")}
      >
        <Switch />
      </Form.Item>
    </>
  );
}
