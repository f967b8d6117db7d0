import { i18n } from '@lingui/core';
import { Alert, Button } from 'antd';
import { nounText } from './listNouns';

/** A list's load failure: the server's message and a Retry button. Renders nothing without an error. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error | null; onRetry: () => unknown }) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={i18n._('Could not load the {what}.', { what: nounText(what) })}
      description={error.message}
      action={<Button onClick={() => void onRetry()}>{i18n._('Retry')}</Button>}
    />
  );
}
