import { i18n } from '@lingui/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { App, Button, Flex, Form, Input, Pagination, Typography, type FormInstance } from 'antd';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { FieldPath } from '../../shared/fieldErrors';
import { emptySlot, slotHasContent, type SlotValues } from './scheduleValues';
import { SlotCard } from './SlotCard';
import { focusLater } from '../../shared/focus';
import { pageOf, slotMatches, SLOTS_PER_PAGE } from './slotSearch';
import { SortableSlot } from './SortableSlot';

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

/** Brings the slot at an index on screen (clears the search, turns to its page) before returning. */
export type RevealSlot = (index: number) => void;

/** dnd-kit ids must be truthy: Form.List keys start at 0. */
const dragId = (key: number) => `slot-${key}`;

/** What a screen reader is told about dragging a slot, in the active language. */
const screenReaderInstructions = () => ({
  draggable: i18n._('To move this slot, press Space or Enter, then the up and down arrow keys, then Space or Enter to drop it, or Escape to cancel. Move up and Move down do the same one step at a time.'),
});

/** What a screen reader hears while a slot is dragged, in slot numbers (`number` maps a drag id). */
function announcements(number: (id: string | number) => number): Announcements {
  return {
    onDragStart: ({ active }) => i18n._('Picked up slot {slot}.', { slot: number(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? i18n._('Slot {slot} is over position {position}.', { slot: number(active.id), position: number(over.id) }) : i18n._('Slot {slot} is over no position.', { slot: number(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? i18n._('Slot {slot} was dropped at position {position}.', { slot: number(active.id), position: number(over.id) }) : i18n._('Slot {slot} was dropped.', { slot: number(active.id) }),
    onDragCancel: ({ active }) => i18n._('Moving slot {slot} was cancelled.', { slot: number(active.id) }),
  };
}

/**
 * The slot editor of a schedule form (`slots` Form.List), built for a conference day of hundreds
 * of slots: a search over times, topics, rooms and tracks; 50 slots a page; Collapse all; add a
 * slot, open or collapse one, remove one (confirmed when it has content); reorder by dragging the
 * handle (mouse, touch, or keyboard: Space, arrows, Space) or with Move up / Move down. Keyboard
 * focus follows a moved slot, goes to a new slot's topic, and to Add slot after a removal.
 * @param formName the surrounding form's `name`, which prefixes antd's field ids
 * @param revealRef set to a {@link RevealSlot} the form calls before it shows a slot's error
 */
export function SlotEditor({ formName, revealRef }: { formName: string; revealRef?: RefObject<RevealSlot | null> }) {
  const { modal } = App.useApp();
  const form = Form.useFormInstance();
  const addButton = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    if (!revealRef) return;
    revealRef.current = (index) =>
      flushSync(() => {
        setSearch('');
        setPage(pageOf(index));
      });
  }, [revealRef]);

  return (
    <Form.List name="slots">
      {(fields, { add, remove, move }, { errors }) => {
        const slots = (form.getFieldValue('slots') ?? []) as SlotValues[];
        const matches = fields.map((field, index) => ({ key: field.key, index })).filter(({ index }) => slotMatches(slots[index], search));
        const current = Math.min(page, Math.max(1, Math.ceil(matches.length / SLOTS_PER_PAGE)));
        const shown = matches.slice((current - 1) * SLOTS_PER_PAGE, current * SLOTS_PER_PAGE);

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
            title: i18n._('Remove slot {number}?', { number: index + 1 }),
            content: slot?.topic.trim() || i18n._('What you entered in this slot is lost.'),
            okText: i18n._('Remove'),
            okButtonProps: { danger: true },
            cancelText: i18n._('Cancel'),
            autoFocusButton: 'cancel',
            onOk: done,
          });
        };
        const addSlot = () => {
          setSearch('');
          setPage(pageOf(fields.length));
          add(emptySlot());
          focusLater(`${formName}_slots_${fields.length}_topic`);
        };
        // Under a search, a slot moves past its shown neighbour (as a drag onto it does), not into a hidden slot's place.
        const moveSlot = (from: number, to: number, shownAt: number) => {
          move(from, to);
          setPage(pageOf(shownAt));
        };
        const onDragEnd = ({ active, over }: DragEndEvent) => {
          if (!over || active.id === over.id) return;
          const from = fields.findIndex((field) => dragId(field.key) === active.id);
          const to = fields.findIndex((field) => dragId(field.key) === over.id);
          if (from >= 0 && to >= 0) move(from, to);
        };
        const numberOf = (id: string | number) => fields.findIndex((field) => dragId(field.key) === id) + 1;
        const collapseAll = () => form.setFieldValue('slots', slots.map((slot) => ({ ...slot, open: false })));
        const counted = search
          ? i18n._('{matched} of {count, plural, one {# slot matches} other {# slots match}}', { matched: matches.length, count: fields.length })
          : i18n._('{count, plural, one {# slot} other {# slots}}', { count: fields.length });
        return (
          <Flex vertical gap={12} style={{ marginBottom: 24 }}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              {i18n._('Slots')}
            </Typography.Title>
            {fields.length === 0 && <Typography.Text type="secondary">{i18n._("No slots yet. Add the program's first session.")}</Typography.Text>}
            {fields.length > 0 && (
              <Flex gap={8} wrap align="center">
                <Input
                  type="search"
                  allowClear
                  aria-label={i18n._('Search slots')}
                  placeholder={i18n._('Search slots by time, topic, room or track')}
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setPage(1);
                  }}
                  style={{ flex: '1 1 260px', maxWidth: 420 }}
                />
                <Button onClick={collapseAll}>{i18n._('Collapse all')}</Button>
                <Typography.Text role="status">{counted}</Typography.Text>
              </Flex>
            )}
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{ announcements: announcements(numberOf), screenReaderInstructions: screenReaderInstructions() }}
            >
              <SortableContext items={shown.map(({ key }) => dragId(key))} strategy={verticalListSortingStrategy}>
                {shown.map(({ key, index }, i) => {
                  const at = (current - 1) * SLOTS_PER_PAGE + i;
                  const moveTargets = { up: matches[at - 1]?.index ?? null, down: matches[at + 1]?.index ?? null };
                  return (
                    <SortableSlot key={key} id={dragId(key)} number={index + 1}>
                      {(handle) => (
                        <SlotCard index={index} moveTargets={moveTargets} onMove={(from, to) => moveSlot(from, to, to < from ? at - 1 : at + 1)} onRemove={() => removeSlot(index)} handle={handle} />
                      )}
                    </SortableSlot>
                  );
                })}
              </SortableContext>
            </DndContext>
            {search && matches.length === 0 && <Typography.Text>{i18n._('No slot matches "{search}".', { search })}</Typography.Text>}
            <Pagination
              size="small"
              current={current}
              pageSize={SLOTS_PER_PAGE}
              total={matches.length}
              onChange={setPage}
              hideOnSinglePage
              showSizeChanger={false}
              aria-label={i18n._('Pages of slots')}
            />
            <Form.ErrorList errors={errors} />
            <div>
              <Button ref={addButton} onClick={addSlot}>
                {i18n._('Add slot')}
              </Button>
            </div>
          </Flex>
        );
      }}
    </Form.List>
  );
}
