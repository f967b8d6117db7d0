import { i18n } from '@lingui/core';
import { Flex, Typography } from 'antd';
import { CopyBox } from './CopyBox';

/**
 * A Get Script tag to copy (issue #11 §4), with what it needs to show: the host page must be a web
 * page of a site registered in Settings, else the widget stays empty (the loader only says why in
 * the browser's console, which organisers do not see). Used by the Shortcodes cards and the event
 * list's Get Script dialog.
 */
export function ScriptTagBox({ label, value }: { label: string; value: string }) {
  return (
    <Flex vertical gap={4}>
      <CopyBox label={label} value={value} />
      <Typography.Text type="secondary">
        {i18n._('The widget shows only on pages of a site registered in Settings under Registered domains (http or https, not a file opened from disk).')}
      </Typography.Text>
    </Flex>
  );
}
