import { Alert } from 'antd';
import type { SaveFailure } from './saveError';

/** The summary of a failed save that the fields cannot show: the server message and any leftover field errors. */
export function FailureAlert({ failure }: { failure: SaveFailure }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={failure.message}
      description={
        failure.details.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {failure.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
