import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ScreenLoadError } from './screen-load-error.tsx';

interface ScreenErrorBoundaryProps {
  /** The screen's path: another one clears the error and shows that screen. */
  pathname: string;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  error: { caught: unknown } | null;
  pathname: string;
}

/**
 * The screen area's boundary: a screen that fails to load (its code or its data did not arrive)
 * or to render is replaced by an error in its place, while the layout and its menu stay usable;
 * the page-wide boundary would take the whole dashboard away for a moment's outage. Moving to
 * another screen clears the error; {@link ScreenLoadError} loads the screen again on its own.
 */
export class ScreenErrorBoundary extends Component<
  ScreenErrorBoundaryProps,
  ScreenErrorBoundaryState
> {
  constructor(props: ScreenErrorBoundaryProps) {
    super(props);
    this.state = { error: null, pathname: props.pathname };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): Partial<ScreenErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  static getDerivedStateFromError(caught: unknown): Partial<ScreenErrorBoundaryState> {
    return { error: { caught } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Dashboard screen failed:', error, info.componentStack);
  }

  private readonly recover = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error, pathname } = this.state;
    if (!error) return this.props.children;
    // Keyed by screen: another screen's failure starts its own attempts from the first wait.
    return (
      <ScreenLoadError
        key={pathname}
        error={error.caught}
        pathname={pathname}
        onLoaded={this.recover}
      />
    );
  }
}
