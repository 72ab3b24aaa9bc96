import { Component } from 'react';
import type { ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback.tsx';
import type { ErrorScope } from './ErrorFallback.tsx';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  scope: ErrorScope;
  /** A change (e.g. the path) clears a caught error, so navigating away recovers. */
  resetKey?: unknown;
  onReload?: () => void;
}

interface AppErrorBoundaryState {
  caught: { error: unknown } | null;
  resetKey: unknown;
}

/**
 * No error ever leaves a blank page: a render error, or a screen whose code could not be
 * loaded, shows `ErrorFallback` with a Reload instead of unmounting the app. React itself
 * reports the caught error on the console.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: AppErrorBoundaryState,
  ): Partial<AppErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return (
      <ErrorFallback error={caught.error} scope={this.props.scope} onReload={this.props.onReload} />
    );
  }
}
