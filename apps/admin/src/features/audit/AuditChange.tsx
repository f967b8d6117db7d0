import { i18n } from '@lingui/core';
import { Col, Row, Typography } from 'antd';
import type { AuditEntry, MessageDescriptor } from '@eventory/core';
import { diffJson, type JsonLine } from './jsonDiff';

const SIDES: Record<'before' | 'after', { title: MessageDescriptor; highlight: string }> = {
  before: { title: /*i18n*/ { id: 'Before' }, highlight: '#fff1f0' },
  after: { title: /*i18n*/ { id: 'After' }, highlight: '#f6ffed' },
};

function JsonSide({ side, lines }: { side: keyof typeof SIDES; lines: JsonLine[] }) {
  const title = i18n._(SIDES[side].title);
  const { highlight } = SIDES[side];
  return (
    <Col xs={24} md={12}>
      <Typography.Text strong>{title}</Typography.Text>
      {lines.length === 0 ? (
        <Typography.Paragraph type="secondary">{i18n._('(none)')}</Typography.Paragraph>
      ) : (
        <pre aria-label={title} style={{ margin: '4px 0 0', padding: 8, background: '#fafafa', borderRadius: 6, overflowX: 'auto', fontSize: 12 }}>
          {lines.map((line, index) => (
            <div key={index} data-changed={line.changed || undefined} style={line.changed ? { background: highlight } : undefined}>
              {line.text}
            </div>
          ))}
        </pre>
      )}
    </Col>
  );
}

/** An audit entry's record before and after, side by side, with the changed keys highlighted. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const diff = diffJson(entry.before, entry.after);
  return (
    <Row gutter={16}>
      <JsonSide side="before" lines={diff.before} />
      <JsonSide side="after" lines={diff.after} />
      {diff.changedKeys.length > 0 && (
        <Col span={24}>
          <Typography.Text type="secondary">{i18n._('Changed: {keys}', { keys: diff.changedKeys.join(', ') })}</Typography.Text>
        </Col>
      )}
    </Row>
  );
}
