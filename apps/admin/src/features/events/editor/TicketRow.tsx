import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Tooltip, Typography, type FormRule } from 'antd';
import { currencyDigits } from '@eventory/core';
import { useSettings } from '../../../app/useSettings';

/** One ticket variation in the form; `slug` is the stable key of a stored variation. */
export interface TicketRowValues {
  slug?: string;
  name: string;
  price: number | null;
  capacity: number | null;
  unlimited: boolean;
  sold: number;
}

interface TicketRowProps {
  /** The row's index in the `ticket_variations` list. */
  name: number;
  onRemove: () => void;
}

/**
 * One editable ticket variation: name, price, capacity with an Unlimited checkbox, and the sold
 * count. A variation with sales cannot be removed or get a capacity below its sales.
 */
export function TicketRow({ name, onRemove }: TicketRowProps) {
  const form = Form.useFormInstance();
  const { currency } = useSettings();
  const unlimited = Form.useWatch(['ticket_variations', name, 'unlimited'], form) === true;
  // `sold` has no field of its own (it is shown, not edited), so only a preserving watch sees it.
  const sold = (Form.useWatch(['ticket_variations', name, 'sold'], { form, preserve: true }) as number | undefined) ?? 0;
  const title = (Form.useWatch(['ticket_variations', name, 'name'], form) as string | undefined)?.trim();

  const capacityRule: FormRule = ({ getFieldValue }) => ({
    validator(_, value: number | null | undefined) {
      const row = getFieldValue(['ticket_variations', name]) as TicketRowValues | undefined;
      const rowSold = row?.sold ?? 0;
      if (row?.unlimited) return Promise.resolve();
      if (value === null || value === undefined) return Promise.reject(new Error('Enter a capacity or tick Unlimited'));
      if (value < rowSold) return Promise.reject(new Error(`At least ${rowSold}: that many are already sold`));
      return Promise.resolve();
    },
  });

  const removeButton = (
    <Button danger size="small" onClick={onRemove} disabled={sold > 0} aria-label={`Remove ticket ${title || name + 1}`}>
      Remove
    </Button>
  );

  return (
    <Card
      size="small"
      title={title || `Ticket ${name + 1}`}
      extra={
        sold > 0 ? (
          <Tooltip title="Tickets of this type have been sold, so it cannot be removed">
            <span>{removeButton}</span>
          </Tooltip>
        ) : (
          removeButton
        )
      }
    >
      <Flex gap={16} wrap align="flex-start">
        <Form.Item
          name={[name, 'name']}
          label="Name"
          style={{ flex: '1 1 220px' }}
          rules={[
            { required: true, whitespace: true, message: 'Ticket name is required' },
            { max: 200, message: 'Keep the name under 200 characters' },
          ]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name={[name, 'price']} label={`Price (${currency})`} rules={[{ required: true, message: 'Enter a price (0 for free)' }]}>
          <InputNumber min={0} step={1} precision={currencyDigits(currency)} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name={[name, 'capacity']} label="Capacity" dependencies={[['ticket_variations', name, 'unlimited']]} rules={[capacityRule]}>
          <InputNumber min={0} precision={0} disabled={unlimited} placeholder={unlimited ? 'Unlimited' : undefined} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name={[name, 'unlimited']} label="Unlimited" valuePropName="checked">
          <Checkbox>Unlimited</Checkbox>
        </Form.Item>
        <Form.Item label="Sold">
          <Typography.Text>{sold}</Typography.Text>
        </Form.Item>
      </Flex>
    </Card>
  );
}
