import { i18n } from '@lingui/core';
import { useEffect, useRef } from 'react';
import { Button } from 'antd';

type Direction = 'up' | 'down';

/** Where Move up and Move down take an item: a position, or null at an end (the button is disabled). */
export interface MoveTargets {
  up: number | null;
  down: number | null;
}

type MoveButtonsProps = {
  /** The item's position in its list. */
  index: number;
  /** The item's name ('Slot 3', a schedule's title): the buttons say it ('Move up: Slot 3'), as 50 alike 'Move up' did not. */
  itemLabel?: string;
  /** Moves the item from one position to another. */
  onMove: (from: number, to: number) => void;
} & (
  | {
      /** How many items the list has: the item moves one position either way. */
      count: number;
      targets?: never;
    }
  | {
      /** When the list shows only some of its items (a search): the positions of the shown neighbours. */
      targets: MoveTargets;
      count?: never;
    }
);

/**
 * Move up / Move down buttons of an item in an ordered list (render them inside the keyed item).
 * After a move, focus stays on the button used, or goes to the other one when the item reached
 * an end of the list, so a keyboard user can keep moving it.
 */
export function MoveButtons({ index, itemLabel, count, onMove, targets }: MoveButtonsProps) {
  const { up: above, down: below } = targets ?? { up: index > 0 ? index - 1 : null, down: index < count! - 1 ? index + 1 : null };
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
    const to = direction === 'up' ? above : below;
    if (to === null) return;
    pending.current = direction;
    onMove(index, to);
  };

  return (
    <>
      <Button size="small" ref={up} disabled={above === null} onClick={() => move('up')} aria-label={itemLabel ? i18n._('Move up: {item}', { item: itemLabel }) : undefined}>
        {i18n._('Move up')}
      </Button>
      <Button size="small" ref={down} disabled={below === null} onClick={() => move('down')} aria-label={itemLabel ? i18n._('Move down: {item}', { item: itemLabel }) : undefined}>
        {i18n._('Move down')}
      </Button>
    </>
  );
}
