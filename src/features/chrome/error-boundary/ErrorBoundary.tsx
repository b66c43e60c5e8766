import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorShell } from './ErrorShell';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new key (e.g. the next page's path) clears the error and renders the children again. */
  resetKey?: string;
  onReload?: () => void;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey?: string;
}

/** Catches a render crash below it and shows the masked shell with the error and a reload button. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // For developers only: the shopper sees the message, never the stack.
    console.error('Render crash:', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorShell message={error.message} onReload={this.props.onReload ?? (() => window.location.reload())} />;
  }
}
