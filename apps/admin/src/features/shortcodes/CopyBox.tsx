import { i18n } from '@lingui/core';
import { App, Button, Flex, Input } from 'antd';
import { copyText } from '../../shared/copyText';

/** Read-only code with a Copy button ('Copied Successfully!' / 'Failed to copy', SPEC §8). */
export function CopyBox({ label, value }: { label: string; value: string }) {
  const { message } = App.useApp();
  const copy = () =>
    copyText(value).then(
      () => message.success(i18n._('Copied Successfully!')),
      () => message.error(i18n._('Failed to copy')),
    );
  return (
    <Flex gap={8} align="start">
      <Input.TextArea value={value} readOnly autoSize aria-label={label} onFocus={(e) => e.currentTarget.select()} style={{ fontFamily: 'monospace' }} />
      <Button onClick={() => void copy()} aria-label={i18n._('Copy {what}', { what: label })}>
        {i18n._('Copy')}
      </Button>
    </Flex>
  );
}
