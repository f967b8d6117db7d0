import { Button, Card, Flex, Typography } from 'antd';
import type { LibraryTemplate } from '@eventory/core';
import { TemplateThumbnail } from '../TemplateThumbnail';

interface LibraryCardProps {
  design: LibraryTemplate;
  using: boolean;
  busy: boolean;
  onUse: () => void;
  onPreview: () => void;
}

/** A library design in the chooser: its thumbnail and name, 'Use this template' and 'Preview now' (SPEC §2). */
export function LibraryCard({ design, using, busy, onUse, onPreview }: LibraryCardProps) {
  return (
    <Card size="small" cover={<TemplateThumbnail src={design.thumbnail} name={design.name} />}>
      <Flex vertical gap={8}>
        <Typography.Title level={3} style={{ fontSize: 15, margin: 0, overflowWrap: 'anywhere' }}>
          {design.name}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button type="primary" size="small" loading={using} disabled={busy && !using} aria-label={`Use this template: ${design.name}`} onClick={onUse}>
            Use this template
          </Button>
          <Button size="small" aria-label={`Preview now: ${design.name}`} onClick={onPreview}>
            Preview now
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
