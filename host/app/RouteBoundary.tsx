import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { isNotFound } from '../../engine';
import { ErrorPage, NotFoundPage } from '../pages/outcome-pages';
import { HydratedMark } from './HydratedMark';

interface Props {
  onReset: () => void;
  /** The path: a failed screen gets a fresh try when it changes (a screen kept across paths is not remounted). */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches a screen that fails in the browser: missing content (NotFoundError or an API 404) shows the 404 page,
 * anything else the error page.
 */
class ScreenErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error) {
    console.error('Screen failed to render', error);
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // In place of the screen, and of its HydratedMark: a screen that failed while hydrating leaves a page that is.
    return (
      <>
        {isNotFound(error) ? <NotFoundPage /> : <ErrorPage error={error} onRetry={this.retry} />}
        <HydratedMark />
      </>
    );
  }
}

/** A screen's error boundary, cleared by a new path; 'Try again' also resets failed queries so they fetch again. */
export function RouteBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ScreenErrorBoundary onReset={reset} resetKey={resetKey}>
          {children}
        </ScreenErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
