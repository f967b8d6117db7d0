import { useEffect, useRef, type ReactElement, type RefObject } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { focusIsNowhere } from './focus';
import './actionMenu.css';

type Trigger = HTMLButtonElement | HTMLAnchorElement;

export interface ActionMenuProps {
  /** The menu's items (antd's), keyed. */
  items: NonNullable<MenuProps['items']>;
  /**
   * What choosing an item does, by key. An item without one (a link in its label) keeps its own
   * behaviour: nothing is cancelled and the focus is left alone.
   */
  actions: Partial<Record<string, () => void>>;
  /** The button that opens the menu, given the ref the menu returns the focus to. */
  trigger: (ref: RefObject<Trigger | null>) => ReactElement;
}

/** Whether the focus is in a dialog (a confirmation an item opened). */
const inDialog = () => document.activeElement?.closest('[role="dialog"]') != null;

/** Whether the focus was lost with the menu: on the page's body or still inside the hidden menu. */
const focusLost = () => focusIsNowhere() || document.activeElement?.closest('.ant-dropdown') != null;

/**
 * When an action leaves its row without this menu (a cancelled booking has no actions left), the
 * focus its trigger held goes to the row's first link or button, not to the page's body (the next
 * Tab started at the top of the page; keyboard walk).
 */
function useFocusKeptInRow(button: RefObject<Trigger | null>) {
  useEffect(() => {
    const trigger = button.current;
    const row = trigger?.closest('tr');
    if (!trigger || !row) return;
    let focused = false;
    const onFocus = () => (focused = true);
    const onBlur = () => (focused = false);
    trigger.addEventListener('focus', onFocus);
    trigger.addEventListener('blur', onBlur);
    return () => {
      trigger.removeEventListener('focus', onFocus);
      trigger.removeEventListener('blur', onBlur);
      // A removed element fires no blur, so `focused` says the trigger had the focus when it went.
      // Or the focus is still in the dialog its item opened, which gives it back to the gone
      // trigger when it closes: wait (at most ~2 s) for the focus to leave the dialog. Or that
      // dialog went with the row's actions, and the focus with it.
      if (!focused && !inDialog() && !focusLost()) return;
      let frames = 0;
      const settle = () => {
        if (!row.isConnected) return;
        if (focusIsNowhere()) row.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
        else if (inDialog() && frames++ < 120) requestAnimationFrame(settle);
      };
      requestAnimationFrame(settle);
    };
  }, [button]);
}

/**
 * A row's action menu (antd's Dropdown, opened by click or keyboard, the first item focused) that
 * keeps the keyboard where it was: choosing an item puts the focus back on the trigger first (the
 * key's default action is cancelled, so Enter does not press the trigger too), so a dialog the item
 * opens returns the focus there; closing it with Escape or Tab puts the focus back on the trigger
 * as well (antd left it on the page's body, and the next Tab started again at the top of the page).
 */
export function ActionMenu({ items, actions, trigger }: ActionMenuProps) {
  const button = useRef<Trigger>(null);
  useFocusKeptInRow(button);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      onOpenChange={(open) => {
        // After the menu has hidden: a dialog an item opened keeps its focus.
        if (!open) window.setTimeout(() => focusLost() && button.current?.focus());
      }}
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          const action = actions[key];
          if (!action) return;
          domEvent.preventDefault();
          button.current?.focus();
          action();
        },
      }}
    >
      {trigger(button)}
    </Dropdown>
  );
}

/**
 * A menu item that may not be chosen now (`reason`), or a plain one (`reason` null). The reason
 * shows under the item's label, the item's description for screen readers (its name stays the
 * label): as a `title` tooltip it reached neither keyboard nor touch users. `rowId` keeps the
 * reason's id unique among the rows' menus.
 */
export function itemUnless(key: string, label: string, reason: string | null, rowId: number | string): NonNullable<MenuProps['items']>[number] {
  if (reason === null) return { key, label };
  const id = `${key}-reason-${rowId}`;
  // Passed on to the item's element by antd (a declared variable: the item type does not list aria props).
  const item = {
    key,
    disabled: true,
    'aria-describedby': id,
    label: (
      <>
        {label}
        <span id={id} className="action-menu-reason" aria-hidden="true">
          {reason}
        </span>
      </>
    ),
  };
  return item;
}
