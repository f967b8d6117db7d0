import { i18n } from '@lingui/core';
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
          <Button type="primary" size="small" loading={using} disabled={busy && !using} aria-label={i18n._('Use this template: {name}', { name: design.name })} onClick={onUse}>
            {i18n._('Use this template')}
          </Button>
          <Button size="small" aria-label={i18n._('Preview now: {name}', { name: design.name })} onClick={onPreview}>
            {i18n._('Preview now')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
