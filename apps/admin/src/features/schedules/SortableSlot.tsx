import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';

interface SortableSlotProps {
  /** The slot's stable drag id (from its Form.List key). */
  id: string;
  /** The slot's number as shown (1-based), for the handle's label. */
  number: number;
  children: (handle: ReactNode) => ReactNode;
}

/**
 * A slot the slot editor can drag to another place: renders `children` with a drag handle, which
 * also works from the keyboard (Space or Enter picks the slot up, the arrow keys move it, Space
 * or Enter drops it, Escape cancels), as dnd-kit's keyboard sensor does.
 */
export function SortableSlot({ id, number, children }: SortableSlotProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <Button
      size="small"
      ref={setActivatorNodeRef}
      aria-label={i18n._('Drag slot {number} to reorder', { number })}
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      {i18n._('Drag')}
    </Button>
  );
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined }}>
      {children(handle)}
    </div>
  );
}
