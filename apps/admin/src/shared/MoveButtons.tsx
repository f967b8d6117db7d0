import { i18n } from '@lingui/core';
import { useEffect, useRef } from 'react';
import { Button } from 'antd';

type Direction = 'up' | 'down';

interface MoveButtonsProps {
  /** The item's position in its list. */
  index: number;
  /** How many items the list has. */
  count: number;
  /** Moves the item from one position to another. */
  onMove: (from: number, to: number) => void;
}

/**
 * Move up / Move down buttons of an item in an ordered list (render them inside the keyed item).
 * After a move, focus stays on the button used, or goes to the other one when the item reached
 * an end of the list, so a keyboard user can keep moving it.
 */
export function MoveButtons({ index, count, onMove }: MoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pending = useRef<Direction | null>(null);

  useEffect(() => {
    const direction = pending.current;
    if (!direction) return;
    pending.current = null;
    const [preferred, other] = direction === 'up' ? [up.current, down.current] : [down.current, up.current];
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  }, [index]);

  const move = (direction: Direction) => {
    pending.current = direction;
    onMove(index, direction === 'up' ? index - 1 : index + 1);
  };

  return (
    <>
      <Button size="small" ref={up} disabled={index === 0} onClick={() => move('up')}>
        {i18n._('Move up')}
      </Button>
      <Button size="small" ref={down} disabled={index >= count - 1} onClick={() => move('down')}>
        {i18n._('Move down')}
      </Button>
    </>
  );
}
