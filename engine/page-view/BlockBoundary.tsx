import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BlockNotice } from './BlockNotice';

interface Props {
  name: string;
  showNotice: boolean;
  children: ReactNode;
}

/** Catches a block that throws, so one broken block never blanks the page. */
export class BlockBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} failed to render`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.showNotice ? (
      <BlockNotice message={`${this.props.name} failed to render: ${error.message}`} />
    ) : null;
  }
}
