import { App, Button, Flex, Input } from 'antd';
import { copyText } from '../../shared/copyText';

/** Read-only code with a Copy button ('Copied Successfully!' / 'Failed to copy', SPEC §8). */
export function CopyBox({ label, value }: { label: string; value: string }) {
  const { message } = App.useApp();
  const copy = () =>
    copyText(value).then(
      () => message.success('Copied Successfully!'),
      () => message.error('Failed to copy'),
    );
  return (
    <Flex gap={8} align="start">
      <Input.TextArea value={value} readOnly autoSize aria-label={label} onFocus={(e) => e.currentTarget.select()} style={{ fontFamily: 'monospace' }} />
      <Button onClick={() => void copy()} aria-label={`Copy ${label}`}>
        Copy
      </Button>
    </Flex>
  );
}
