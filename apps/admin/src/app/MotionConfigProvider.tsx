import { useMemo } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { useMediaQuery } from '../shared/useWideScreen';

/** The system setting of people whom movement on screen distracts or makes unwell. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * antd's ConfigProvider that honours the system's reduced-motion setting (WCAG 2.3.3), kept up to
 * date: when it asks for less motion, dialogs, menus, drawers and dropdowns appear and go without
 * zooming or sliding (theme token `motion: false`) and buttons make no click wave. antd's own
 * stylesheet quiets only checkboxes, switches and buttons under that setting. Otherwise the props
 * pass through unchanged.
 */
export function MotionConfigProvider({ theme, children, ...props }: ConfigProviderProps) {
  const reduced = useMediaQuery(REDUCED_MOTION);
  const themed = useMemo(() => (reduced ? { ...theme, token: { ...theme?.token, motion: false } } : theme), [reduced, theme]);
  return (
    <ConfigProvider {...props} theme={themed} {...(reduced ? { wave: { disabled: true } } : {})}>
      {children}
    </ConfigProvider>
  );
}
