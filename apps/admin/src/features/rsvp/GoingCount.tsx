import { i18n } from '@lingui/core';
import { Flex, Typography } from 'antd';
import type { RsvpCounts } from '@eventory/core';

/** The going responses and, when responses bring guests, the people they count against the limit. */
export function GoingCount({ counts }: { counts: RsvpCounts }) {
  return (
    <Flex vertical>
      <span>{counts.going}</span>
      {counts.attending !== counts.going && <Typography.Text type="secondary">{i18n._('{count, plural, one {# person} other {# people}}', { count: counts.attending })}</Typography.Text>}
    </Flex>
  );
}
