import { Alert, Button } from 'antd';

/** A list's load failure: the server's message and a Retry button. Renders nothing without an error. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error | null; onRetry: () => unknown }) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={`Could not load the ${what}.`}
      description={error.message}
      action={<Button onClick={() => void onRetry()}>Retry</Button>}
    />
  );
}
