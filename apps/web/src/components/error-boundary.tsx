import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children once one of them threw while rendering. */
  fallback: ReactNode;
  /** Told about the error, e.g. to show a toast or close what failed. */
  onError?: (error: unknown) => void;
}

/**
 * Keeps a failure in one part of the page (typically a lazily loaded chunk that did not arrive)
 * from unmounting the whole app: renders `fallback` instead and reports the error.
 *
 * @example <ErrorBoundary fallback={null} onError={closeDialog}><LazyDialog /></ErrorBoundary>
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('UI part failed:', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
