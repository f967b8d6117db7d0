import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';

/** The error page: shown when a screen fails to render, with a way back. */
export function ErrorPage({ message }: { message?: string }) {
  return (
    <Result
      status="error"
      title="Something went wrong"
      subTitle={message ?? 'This screen could not be shown.'}
      extra={
        <Button type="primary" onClick={() => (window.location.hash = '#/events')}>
          Back to events
        </Button>
      }
    />
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <ErrorPage message={this.state.error.message} /> : this.props.children;
  }
}
