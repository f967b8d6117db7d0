import type { ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * A screen's one h1 (issue #9 §3), sized as the screens' former h3 headings. `hidden` keeps it for
 * screen readers and the document outline only (screens whose header menu already names them).
 */
export function ScreenTitle({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return (
    <Typography.Title level={1} className={hidden ? 'eventory-visually-hidden' : undefined} style={{ margin: 0, fontSize: 24 }}>
      {children}
    </Typography.Title>
  );
}
