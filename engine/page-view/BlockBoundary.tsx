import { Component, type ReactNode } from 'react';
import type { ErrorReporter } from '../error-reporting/error-reporter';
import { BlockNotice } from './BlockNotice';

interface Props {
  name: string;
  showNotice: boolean;
  /** Where the block's error is reported (spec §2.13). */
  reporter: ErrorReporter;
  children: ReactNode;
}

/** Catches a block that throws, so one broken block never blanks the page. */
export class BlockBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    const { pathname, search, hash } = window.location;
    this.props.reporter.report({ error, path: `${pathname}${search}${hash}`, source: 'block', block: this.props.name });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.showNotice ? (
      <BlockNotice message={`${this.props.name} failed to render: ${error.message}`} />
    ) : null;
  }
}
