import type { ReactNode } from 'react';
import { Empty, Flex, Typography } from 'antd';

/** A list's first-run empty state: a title, one line of help, and the actions (create, import). */
export function EmptyState({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Empty
      style={{ marginTop: 64 }}
      description={
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{text}</Typography.Text>
        </Flex>
      }
    >
      <Flex gap={8} justify="center">
        {children}
      </Flex>
    </Empty>
  );
}
