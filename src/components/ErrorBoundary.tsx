/**
 * Catches a render error below it (a crash, or a lazy part's chunk that did not arrive) and
 * shows the error fallback, or the given one, instead of a blank page.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordError } from '@/lib/diagnostics/errorLog';
import { ErrorFallback } from './ErrorFallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default fallback; `retry` renders the children again (after `onRetry`). */
  fallback?: (error: unknown, retry: () => void) => ReactNode;
  /** What a retry does first: for a lazy part, its `preload`, which fetches a failed chunk again. */
  onRetry?: () => Promise<unknown>;
  /** Told of the error once caught (e.g. so a later click knows to fetch a failed chunk again). */
  onError?: (error: unknown) => void;
}

interface State {
  failed: boolean;
  error: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    recordError('render', error);
    this.props.onError?.(error);
  }

  private readonly retry = (): void => {
    // A failure shows again through the children's render.
    void this.props.onRetry?.().catch(() => undefined);
    this.setState({ failed: false, error: null });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return fallback ? fallback(this.state.error, this.retry) : <ErrorFallback error={this.state.error} />;
  }
}
