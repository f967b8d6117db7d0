import { i18n } from '@lingui/core';
import { useState } from 'react';
import { Button, Flex, Form, Typography } from 'antd';
import { SectionForm } from './SectionForm';
import { TicketRow, type TicketRowValues } from './TicketRow';

/** Most ticket variations one event may have (the API's limit). */
const MAX_VARIATIONS = 50;

const NEW_ROW: TicketRowValues = { name: '', price: 0, capacity: null, unlimited: false, sold: 0 };

/** Section "Tickets": the editable list of ticket variations; an added one gets the focus in its Name field. */
export function TicketsSection() {
  const [added, setAdded] = useState<number | null>(null);
  return (
    <SectionForm title={i18n._('Tickets')} intro={i18n._('Each ticket type has a name, a price and a capacity. Tick Unlimited for no capacity limit.')}>
      <Form.List name="ticket_variations">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12} style={{ marginBottom: 16 }}>
            {fields.length === 0 && <Typography.Text type="secondary">{i18n._('No tickets yet. Add a ticket type to sell or give away tickets.')}</Typography.Text>}
            {fields.map((field) => (
              <TicketRow
                key={field.key}
                name={field.name}
                onRemove={() => {
                  setAdded(null);
                  remove(field.name);
                }}
                autoFocus={field.name === added}
              />
            ))}
            <Button
              type="dashed"
              onClick={() => {
                // The new row comes last: its index is the count before.
                setAdded(fields.length);
                add({ ...NEW_ROW });
              }}
              disabled={fields.length >= MAX_VARIATIONS}
            >
              {fields.length >= MAX_VARIATIONS ? i18n._('At most {max} ticket types', { max: MAX_VARIATIONS }) : i18n._('Add ticket type')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </SectionForm>
  );
}
