import { useRef, type ReactElement, type RefObject } from 'react';
import { Dropdown, type MenuProps } from 'antd';

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

/** Whether the focus was lost with the menu: on the page's body or still inside the hidden menu. */
const focusLost = () => {
  const active = document.activeElement;
  return active === null || active === document.body || active.closest('.ant-dropdown') !== null;
};

/**
 * A row's action menu (antd's Dropdown, opened by click or keyboard, the first item focused) that
 * keeps the keyboard where it was: choosing an item puts the focus back on the trigger first (the
 * key's default action is cancelled, so Enter does not press the trigger too), so a dialog the item
 * opens returns the focus there; closing it with Escape or Tab puts the focus back on the trigger
 * as well (antd left it on the page's body, and the next Tab started again at the top of the page).
 */
export function ActionMenu({ items, actions, trigger }: ActionMenuProps) {
  const button = useRef<Trigger>(null);
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
