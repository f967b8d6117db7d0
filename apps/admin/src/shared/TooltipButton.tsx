import { useEffect, useRef, useState, type CSSProperties, type Ref } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';

/** antd's Tooltip waits this long after the pointer enters before showing (its mouseEnterDelay), ms. */
const SHOW_DELAY_MS = 100;

/** Covers the button (antd's buttons are positioned), so the tooltip points at it; never takes the pointer. */
const ANCHOR: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none' };

export type TooltipButtonProps = Omit<ButtonProps, 'title' | 'aria-label'> & {
  /** The button's accessible name and its tooltip's text. */
  title: string;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
};

/**
 * An icon button named by `title` (aria-label) that shows `title` in antd's tooltip while the
 * pointer is over it, as `<Tooltip><Button/></Tooltip>` does, but mounts the tooltip only on the
 * first hover: a list of 10 rows holds 30 such buttons, and each antd Tooltip costs its trigger
 * (hooks, a resize observer, the theme's tokens) while the rows first render. The tooltip is
 * anchored to a box inside the button, so the button itself never moves in the tree (it keeps its
 * focus, its ref and a wrapping Dropdown's handlers). A ref and other props go to antd's Button.
 */
export function TooltipButton({ title, icon, onMouseEnter, onMouseLeave, ...button }: TooltipButtonProps) {
  // null until first hovered: no tooltip mounted yet.
  const [open, setOpen] = useState<boolean | null>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const anchor =
    open === null ? null : (
      <Tooltip title={title} open={open}>
        <span style={ANCHOR} />
      </Tooltip>
    );
  return (
    <Button
      {...button}
      aria-label={title}
      icon={
        <>
          {icon}
          {anchor}
        </>
      }
      onMouseEnter={(event) => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setOpen(true), SHOW_DELAY_MS);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        window.clearTimeout(timer.current);
        setOpen((shown) => (shown === null ? null : false));
        onMouseLeave?.(event);
      }}
    />
  );
}
