/** Catches a render error below it and shows the error fallback instead of a blank page. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordError } from '@/lib/diagnostics/errorLog';
import { ErrorFallback } from './ErrorFallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default fallback. */
  fallback?: (error: unknown) => ReactNode;
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
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.error) : <ErrorFallback error={this.state.error} />;
  }
}
