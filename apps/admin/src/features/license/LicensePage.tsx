import { i18n } from '@lingui/core';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Result, Spin } from 'antd';
import { LICENSE_MESSAGES, type LicenseActivateInput, type LicenseData } from '@eventory/core';
import { serverMessageOr } from '../../shared/confirmedAction';
import { handleSaveError } from '../../shared/saveError';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { activeLicense, invalidLicense } from './licenseState';
import { useActivateLicense, useDeactivateLicense, useLicense } from './queries';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { CalendarDate } from '../../shared/format';
import { SubmitButton } from '../../shared/SubmitButton';

const FIELDS = ['name', 'email', 'license_key'] as const;

/** SPEC §5 "License form": name, email and license key, each required; Activate is disabled while submitting. */
function ActivationForm({ invalid }: { invalid: LicenseData | null }) {
  const [form] = Form.useForm<LicenseActivateInput>();
  const { message, notification } = App.useApp();
  const activate = useActivateLicense();

  const onFinish = (values: LicenseActivateInput) => {
    activate.mutate(values, {
      onSuccess: () => {
        message.success(i18n._('License activated successfully'));
      },
      onError: (error) => {
        const { message: reason } = handleSaveError(form, error, FIELDS, i18n._('The license could not be activated.'));
        notification.error({ title: i18n._('Failed to activate license'), description: reason });
      },
    });
  };

  return (
    <Card title={i18n._('Activate your license')} style={{ maxWidth: 640 }}>
      {invalid?.reason && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={i18n._('The activated license is no longer valid.')} description={invalid.reason} />
      )}
      <Form<LicenseActivateInput> noValidate
        form={form}
        name="license"
        layout="vertical"
        initialValues={invalid ? { name: invalid.name, email: invalid.email } : undefined}
        onFinish={onFinish}
      >
        <Form.Item name="name" label={i18n._('Name')} rules={[{ required: true, whitespace: true, message: i18n._(LICENSE_MESSAGES.name) }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={i18n._('Email')}
          rules={[
            { required: true, message: i18n._(LICENSE_MESSAGES.email) },
            { type: 'email', message: i18n._(LICENSE_MESSAGES.email) },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="license_key" label={i18n._('License key')} rules={[{ required: true, whitespace: true, message: i18n._(LICENSE_MESSAGES.licenseKey) }]}>
          <Input.TextArea rows={4} spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <SubmitButton pending={activate.isPending}>
          {i18n._('Activate')}
        </SubmitButton>
      </Form>
    </Card>
  );
}

/** The activated license (licensee, plan, expiry, domain) with a Deactivate button. */
function ActiveLicense({ license }: { license: LicenseData }) {
  const confirm = useConfirmedAction();
  const deactivate = useDeactivateLicense();
  const onDeactivate = () =>
    confirm({
      title: i18n._('Deactivate the license on this site?'),
      content: i18n._('{domain} stops being a registered domain; you can activate the key again later.', { domain: license.domain }),
      okText: i18n._('Deactivate'),
      danger: true,
      run: () => deactivate.mutateAsync(undefined),
      success: i18n._('License deactivated'),
      failure: serverMessageOr(i18n._('The license could not be deactivated.')),
    });
  return (
    <Result
      status="success"
      title={i18n._('Your license is activated')}
      subTitle={i18n._('The {plan} license is active on {domain}.', { plan: license.plan, domain: license.domain })}
      extra={
        <Button danger onClick={onDeactivate} loading={deactivate.isPending}>
          {i18n._('Deactivate')}
        </Button>
      }
    >
      <Descriptions column={1} bordered size="small" style={{ maxWidth: 560, margin: '0 auto' }}>
        <Descriptions.Item label={i18n._('Licensed to')}>{`${license.name} (${license.email})`}</Descriptions.Item>
        <Descriptions.Item label={i18n._('Plan')}>{license.plan}</Descriptions.Item>
        <Descriptions.Item label={i18n._('Expires')}>{license.expires ? <CalendarDate date={license.expires} /> : i18n._('Never')}</Descriptions.Item>
        <Descriptions.Item label={i18n._('Domain')}>{license.domain}</Descriptions.Item>
      </Descriptions>
    </Result>
  );
}

/**
 * `/license` (SPEC §2 "License screen", §4, §5, §8): a spinner while the license loads, then the
 * activated message with Deactivate when a valid license exists, else the activation form.
 */
export default function LicensePage() {
  const { data, isPending } = useLicense();
  const active = activeLicense(data);
  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('License')}</ScreenTitle>
      {isPending ? (
        <Spin size="large" style={{ display: 'block', margin: 48 }} aria-label={i18n._('Loading the license')} />
      ) : active ? (
        <ActiveLicense license={active} />
      ) : (
        <ActivationForm invalid={invalidLicense(data)} />
      )}
    </Flex>
  );
}
