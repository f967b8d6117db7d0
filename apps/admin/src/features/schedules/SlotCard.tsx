import { i18n } from '@lingui/core';
import { useId, type ReactNode } from 'react';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { MoveButtons, type MoveTargets } from '../../shared/MoveButtons';
import { slotSummary, type ScheduleValues, type SlotValues } from './scheduleValues';
import { SlotFields } from './SlotFields';

interface SlotCardProps {
  /** The slot's index in the `slots` list. */
  index: number;
  /** Where Move up and Move down take the slot: the indexes of the neighbouring slots shown (a search hides some), null at an end. */
  moveTargets: MoveTargets;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** The drag handle (see `SortableSlot`), first in the header. */
  handle?: ReactNode;
}

const isOpen = (values: Partial<ScheduleValues>, index: number) => values.slots?.[index]?.open === true;

/**
 * One slot of the slot editor: a header with its number, a drag handle, Edit / Collapse, Move up /
 * Move down and Remove, then either its fields or (collapsed) a one-line summary. Only open slots mount their
 * fields, which keeps a conference day of hundreds of slots quick. The card re-renders as soon
 * as its `open` flag changes (also inside `flushSync`, see `openSlots`).
 */
export function SlotCard({ index, moveTargets, onMove, onRemove, handle }: SlotCardProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Form.Item<ScheduleValues> noStyle shouldUpdate={(prev, next) => isOpen(prev, index) !== isOpen(next, index)}>
      {(form) => {
        const slot = form.getFieldValue(['slots', index]) as SlotValues | undefined;
        const open = slot?.open === true;
        return (
          <Card
            size="small"
            role="group"
            aria-labelledby={titleId}
            title={<span id={titleId}>{i18n._('Slot {number}', { number: index + 1 })}</span>}
            extra={
              <Flex gap={4} wrap>
                {handle}
                <Button size="small" aria-expanded={open} aria-controls={bodyId} onClick={() => form.setFieldValue(['slots', index, 'open'], !open)}>
                  {open ? i18n._('Collapse') : i18n._('Edit')}
                </Button>
                <MoveButtons index={index} itemLabel={i18n._('Slot {number}', { number: index + 1 })} targets={moveTargets} onMove={onMove} />
                <Button size="small" danger onClick={onRemove}>
                  {i18n._('Remove')}
                </Button>
              </Flex>
            }
          >
            <div id={bodyId}>{open ? <SlotFields name={index} /> : <Typography.Text>{slotSummary(slot)}</Typography.Text>}</div>
          </Card>
        );
      }}
    </Form.Item>
  );
}
