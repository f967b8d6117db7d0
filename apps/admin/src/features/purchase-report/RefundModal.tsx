import { i18n } from '@lingui/core';
import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Radio, Spin, Typography } from 'antd';
import type { Order } from '@eventory/core';
import { CheckboxGroupField } from '../../shared/CheckboxGroupField';
import { FailureAlert } from '../../shared/FailureAlert';
import { handleSaveError, type SaveFailure } from '../../shared/saveError';
import { useMoneyFormat } from '../../shared/format';
import { refundableAttendees } from './orderDisplay';
import { useOrder, useRefundOrder } from './queries';
import { NEW_REFUND, reasonRequired, refundedMessage, toRefundInput, type RefundValues } from './refundForm';

const REFUND_FIELDS = ['reason', 'attendee_ids'] as const;

/**
 * The Refund Booking dialog (issue #4): a required reason, and the whole booking or chosen tickets
 * (checkboxes of the attendees not refunded yet). Refund posts `POST /orders/{id}/refund`, announces
 * the result and closes; the lists, the report and the events' sold counts refresh.
 */
export function RefundModal({ order, open, onClose }: { order: Pick<Order, 'id' | 'customer'>; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<RefundValues>();
  const { message } = App.useApp();
  const detail = useOrder(order.id);
  const money = useMoneyFormat(detail.data?.currency);
  const refund = useRefundOrder();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const scope = Form.useWatch('scope', form);
  const refundable = refundableAttendees(detail.data?.attendees ?? []);

  const onFinish = async (values: RefundValues) => {
    setFailure(null);
    try {
      const refunded = await refund.mutateAsync({ id: order.id, body: toRefundInput(values) });
      message.success(refundedMessage(refunded));
      onClose();
    } catch (error) {
      const outcome = handleSaveError(form, error, REFUND_FIELDS, i18n._('The booking could not be refunded.'));
      message.error(outcome.message);
      setFailure(outcome.failure);
    }
  };

  return (
    <Modal
      open={open}
      title={i18n._('Refund booking #{id}', { id: order.id })}
      okText={i18n._('Refund')}
      okButtonProps={{ danger: true, disabled: refund.isPending || (scope === 'tickets' && !detail.data) }}
      confirmLoading={refund.isPending}
      cancelText={i18n._('Cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        // Opened again, the dialog starts blank: the form instance outlives its hidden fields.
        form.resetFields();
        setFailure(null);
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {i18n._('The refunded seats go back to the event and {email} is told by mail.', { email: order.customer.email })}
      </Typography.Paragraph>
      {detail.error && <Alert type="error" showIcon title={i18n._("Could not load the booking's tickets.")} description={detail.error.message} style={{ marginBottom: 16 }} />}
      <Form<RefundValues> form={form} name="refund" layout="vertical" initialValues={NEW_REFUND} onFinish={onFinish}>
        <Form.Item name="reason" label={i18n._('Reason')} rules={[{ required: true, whitespace: true, message: reasonRequired() }, { max: 1000, message: i18n._('Keep the reason under 1000 characters') }]}>
          <Input.TextArea rows={3} maxLength={1000} autoFocus />
        </Form.Item>
        <Form.Item name="scope" label={i18n._('Refund')}>
          <Radio.Group
            aria-label={i18n._('Refund')}
            options={[
              { value: 'booking', label: i18n._('Whole booking') },
              { value: 'tickets', label: i18n._('Chosen tickets') },
            ]}
          />
        </Form.Item>
        {scope === 'tickets' &&
          (detail.data ? (
            <Form.Item name="attendee_ids" label={i18n._('Tickets to refund')} rules={[{ required: true, type: 'array', min: 1, message: i18n._('Choose at least one ticket to refund') }]}>
              <CheckboxGroupField
                aria-label={i18n._('Tickets to refund')}
                style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                options={refundable.map((attendee) => ({
                  value: attendee.id,
                  label: `${attendee.name} · ${attendee.ticket_name} (${money(attendee.ticket_price)})`,
                }))}
              />
            </Form.Item>
          ) : (
            !detail.error && <Spin aria-label={i18n._('Loading the tickets')} />
          ))}
      </Form>
      {failure && <FailureAlert failure={failure} />}
    </Modal>
  );
}
