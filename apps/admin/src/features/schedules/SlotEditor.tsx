import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { App, Button, Flex, Form, Typography, type FormInstance } from 'antd';
import type { FieldPath } from '../../shared/fieldErrors';
import { emptySlot, slotHasContent, type SlotValues } from './scheduleValues';
import { SlotCard } from './SlotCard';

/** Focuses an element by id once the list has re-rendered (after React commits the change). */
function focusLater(id: string) {
  window.setTimeout(() => document.getElementById(id)?.focus());
}

/**
 * Opens the slots at `indexes` and mounts their fields before returning, so errors can then be
 * put on those fields with `form.setFields`.
 */
export function openSlots(form: FormInstance, indexes: number[]) {
  flushSync(() => {
    for (const index of indexes) form.setFieldValue(['slots', index, 'open'], true);
  });
}

/** Puts client-side slot problems on their fields, opening the slots they are in first. */
export function showSlotProblems(form: FormInstance, problems: { name: FieldPath; errors: string[] }[]) {
  openSlots(form, problems.map((problem) => Number(problem.name[1])));
  form.setFields(problems);
}

/**
 * The slot editor of a schedule form (`slots` Form.List): add a slot, open or collapse one,
 * remove one (confirmed when it has content), and reorder with Move up / Move down. Keyboard
 * focus follows a moved slot, goes to a new slot's topic, and to Add slot after a removal.
 * @param formName the surrounding form's `name`, which prefixes antd's field ids
 */
export function SlotEditor({ formName }: { formName: string }) {
  const { modal } = App.useApp();
  const form = Form.useFormInstance();
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <Form.List name="slots">
      {(fields, { add, remove, move }, { errors }) => {
        const removeSlot = (index: number) => {
          const done = () => {
            remove(index);
            window.setTimeout(() => addButton.current?.focus());
          };
          const slot = form.getFieldValue(['slots', index]) as SlotValues | undefined;
          if (!slotHasContent(slot)) {
            done();
            return;
          }
          modal.confirm({
            title: `Remove slot ${index + 1}?`,
            content: slot?.topic.trim() || 'What you entered in this slot is lost.',
            okText: 'Remove',
            okButtonProps: { danger: true },
            cancelText: 'Cancel',
            autoFocusButton: 'cancel',
            onOk: done,
          });
        };
        const addSlot = () => {
          add(emptySlot());
          focusLater(`${formName}_slots_${fields.length}_topic`);
        };
        return (
          <Flex vertical gap={12} style={{ marginBottom: 24 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Slots
            </Typography.Title>
            {fields.length === 0 && <Typography.Text type="secondary">No slots yet. Add the program's first session.</Typography.Text>}
            {fields.map(({ key }, index) => (
              <SlotCard key={key} index={index} count={fields.length} onMove={move} onRemove={() => removeSlot(index)} />
            ))}
            <Form.ErrorList errors={errors} />
            <div>
              <Button ref={addButton} onClick={addSlot}>
                Add slot
              </Button>
            </div>
          </Flex>
        );
      }}
    </Form.List>
  );
}
