import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { TemplateListItem } from '@eventory/core';
import { DateTime } from '../../shared/format';
import { templateBuilderPath } from './templateTabs';
import { TemplateThumbnail } from './TemplateThumbnail';

interface TemplateCardProps {
  template: TemplateListItem;
  onClone: () => void;
  onDelete: () => void;
  cloning: boolean;
}

/** One of the site's templates: thumbnail, name (linking to its builder), status tag, last update, and Edit / Clone / Delete. */
export function TemplateCard({ template, onClone, onDelete, cloning }: TemplateCardProps) {
  const path = templateBuilderPath(template.id);
  return (
    <Card
      size="small"
      cover={<TemplateThumbnail src={template.thumbnail} name={template.name} />}
      actions={[
        <Button key="edit" type="link" size="small" href={`#${path}`} aria-label={i18n._('Edit {name}', { name: template.name })}>
          {i18n._('Edit')}
        </Button>,
        <Button key="clone" type="link" size="small" loading={cloning} aria-label={i18n._('Clone {name}', { name: template.name })} onClick={onClone}>
          {i18n._('Clone')}
        </Button>,
        <Button key="delete" type="link" size="small" danger aria-label={i18n._('Delete {name}', { name: template.name })} onClick={onDelete}>
          {i18n._('Delete')}
        </Button>,
      ]}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
            <Link to={path}>{template.name}</Link>
          </Typography.Title>
          <Tag color={template.status === 'publish' ? 'green' : undefined}>{template.status === 'publish' ? i18n._('Published') : i18n._('Draft')}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          {i18n._('Updated')} <DateTime instant={template.updated_at} />
        </Typography.Text>
      </Flex>
    </Card>
  );
}
