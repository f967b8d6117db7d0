import { Component, Suspense, type ReactNode } from 'react';
import { lazyScreen } from './lazyScreen';

/** Status pages load on demand (see lazyScreen): the common path (an allowed screen) never needs them. */
export const LazyErrorPage = lazyScreen(() => import('./StatusPages').then((m) => ({ default: m.ErrorPage })));
export const LazyAccessDenied = lazyScreen(() => import('./StatusPages').then((m) => ({ default: m.AccessDenied })));

/** Catches a screen's render failure and shows the error page instead. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? (
      <Suspense fallback={null}>
        <LazyErrorPage message={this.state.error.message} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
