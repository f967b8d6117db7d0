import { Button, Flex, Form, Typography } from 'antd';
import { UNLIMITED, type EventItem } from '@eventory/core';
import type { SectionProps } from './sections';
import { SectionForm } from './SectionForm';
import { TicketRow, type TicketRowValues } from './TicketRow';
import { useSectionSave } from './useSectionSave';

/** Most ticket variations one event may have (the API's limit). */
const MAX_VARIATIONS = 50;

interface TicketValues {
  ticket_variations: TicketRowValues[];
}

const FIELDS = ['ticket_variations.*.name', 'ticket_variations.*.price', 'ticket_variations.*.capacity'] as const;

const NEW_ROW: TicketRowValues = { name: '', price: 0, capacity: null, unlimited: false, sold: 0 };

const toValues = (event: EventItem): TicketValues => ({
  ticket_variations: event.ticket_variations.map((v) => ({
    slug: v.slug,
    name: v.name,
    price: v.price,
    capacity: v.capacity === UNLIMITED ? null : v.capacity,
    unlimited: v.capacity === UNLIMITED,
    sold: v.sold,
  })),
});

/** The API body: stored variations keep their slug, new ones get one from the server. */
const toPatch = (values: TicketValues) => ({
  ticket_variations: (values.ticket_variations ?? []).map((row) => ({
    ...(row.slug ? { slug: row.slug } : {}),
    name: row.name.trim(),
    price: row.price ?? 0,
    capacity: row.unlimited ? UNLIMITED : (row.capacity ?? 0),
  })),
});

/** Section "Tickets": the editable list of ticket variations. */
export function TicketsSection({ event }: SectionProps) {
  const state = useSectionSave({ event, fields: FIELDS, toValues, toPatch });
  return (
    <SectionForm title="Tickets" intro="Each ticket type has a name, a price and a capacity. Tick Unlimited for no capacity limit." state={state}>
      <Form.List name="ticket_variations">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12} style={{ marginBottom: 16 }}>
            {fields.length === 0 && <Typography.Text type="secondary">No tickets yet. Add a ticket type to sell or give away tickets.</Typography.Text>}
            {fields.map((field) => (
              <TicketRow key={field.key} name={field.name} onRemove={() => remove(field.name)} />
            ))}
            <Button type="dashed" onClick={() => add({ ...NEW_ROW })} disabled={fields.length >= MAX_VARIATIONS}>
              {fields.length >= MAX_VARIATIONS ? `At most ${MAX_VARIATIONS} ticket types` : 'Add ticket type'}
            </Button>
          </Flex>
        )}
      </Form.List>
    </SectionForm>
  );
}
