import { i18n } from '@lingui/core';
import { MAX_ID, MAX_TICKET_PRICE, repeatedTicketName, repeatedTicketNames } from '@eventory/core';
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Tooltip, Typography, type FormRule } from 'antd';
import { useSettings } from '../../../app/useSettings';
import { useAmountInputProps } from '../../../shared/format';
import { atLeast, atMost, wholeNumber, warnAtZero } from '../../../shared/numberRules';

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
  /** Put the focus in its Name field when it appears (a row just added by keyboard or pointer). */
  autoFocus?: boolean;
}

/**
 * One editable ticket variation: name, price, capacity with an Unlimited checkbox, and the sold
 * count. A variation with sales cannot be removed or get a capacity below its sales.
 */
export function TicketRow({ name, onRemove, autoFocus = false }: TicketRowProps) {
  const form = Form.useFormInstance();
  const { currency } = useSettings();
  const amountInput = useAmountInputProps();
  const unlimited = Form.useWatch(['ticket_variations', name, 'unlimited'], form) === true;
  // `sold` has no field of its own (it is shown, not edited), so only a preserving watch sees it.
  const sold = (Form.useWatch(['ticket_variations', name, 'sold'], { form, preserve: true }) as number | undefined) ?? 0;
  const title = (Form.useWatch(['ticket_variations', name, 'name'], form) as string | undefined)?.trim();

  const capacityRule: FormRule = ({ getFieldValue }) => ({
    validator(_, value: number | null | undefined) {
      const row = getFieldValue(['ticket_variations', name]) as TicketRowValues | undefined;
      const rowSold = row?.sold ?? 0;
      if (row?.unlimited) return Promise.resolve();
      if (value === null || value === undefined) return Promise.reject(new Error(i18n._('Enter a capacity or tick Unlimited')));
      if (value < 0) return Promise.reject(new Error(i18n._('Capacity cannot be negative: tick Unlimited for no limit')));
      if (value < rowSold) return Promise.reject(new Error(i18n._('At least {sold}: that many are already sold', { sold: rowSold })));
      return Promise.resolve();
    },
  });

  // Walk of 30 Nov 2026: a capacity of 0 was saved without a word, and the ticket could never be booked.
  const noSeatsRule: FormRule = ({ getFieldValue }) =>
    warnAtZero(i18n._('No one can book this ticket while its capacity is 0'), () => getFieldValue(['ticket_variations', name, 'unlimited']) === true);

  const uniqueNameRule: FormRule = ({ getFieldValue }) => ({
    validator() {
      const rows = (getFieldValue('ticket_variations') as TicketRowValues[] | undefined) ?? [];
      const repeated = repeatedTicketNames(rows.map((row) => row?.name ?? ''));
      return repeated.includes(name) ? Promise.reject(new Error(i18n._(repeatedTicketName))) : Promise.resolve();
    },
  });

  const removeButton = (
    <Button danger size="small" onClick={onRemove} disabled={sold > 0} aria-label={i18n._('Remove ticket {ticket}', { ticket: title || name + 1 })}>
      {i18n._('Remove')}
    </Button>
  );

  return (
    <Card
      size="small"
      title={title || i18n._('Ticket {number}', { number: name + 1 })}
      extra={
        sold > 0 ? (
          <Tooltip title={i18n._('Tickets of this type have been sold, so it cannot be removed')}>
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
          label={i18n._('Name')}
          style={{ flex: '1 1 220px' }}
          rules={[
            { required: true, whitespace: true, message: i18n._('Ticket name is required') },
            { max: 200, message: i18n._('Keep the name under 200 characters') },
            uniqueNameRule,
          ]}
        >
          <Input maxLength={200} autoFocus={autoFocus} />
        </Form.Item>
        {/* The parser answers a decimal string ('25.50'); the form still gets numbers. */}
        <Form.Item
          name={[name, 'price']}
          label={i18n._('Price ({currency})', { currency })}
          rules={[
            { required: true, message: i18n._('Enter a price (0 for free)') },
            atLeast(0, i18n._('Price cannot be negative')),
            atMost(MAX_TICKET_PRICE, i18n._('Price is at most {maximum}', { maximum: i18n.number(MAX_TICKET_PRICE) })),
          ]}
        >
          {/* No `min` or `max`: InputNumber would change a number out of range on blur without a word; the rules say it. */}
          <InputNumber<number | string> step={1} {...amountInput} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name={[name, 'capacity']}
          label={i18n._('Capacity')}
          dependencies={[['ticket_variations', name, 'unlimited']]}
          rules={[
            capacityRule,
            wholeNumber(i18n._('Use a whole number')),
            atMost(MAX_ID, i18n._('Capacity is at most {maximum}', { maximum: i18n.number(MAX_ID) })),
            noSeatsRule,
          ]}
        >
          <InputNumber disabled={unlimited} placeholder={unlimited ? i18n._('Unlimited') : undefined} style={{ width: 140 }} />
        </Form.Item>
        {/* Named by its field label alone: a text of its own too was read twice ('Unlimited Unlimited'). */}
        <Form.Item name={[name, 'unlimited']} label={i18n._('Unlimited')} valuePropName="checked">
          <Checkbox />
        </Form.Item>
        <Form.Item label={i18n._('Sold')}>
          <Typography.Text>{sold}</Typography.Text>
        </Form.Item>
      </Flex>
    </Card>
  );
}
