import { Component, type ReactNode } from 'react';
import { FatalErrorView } from './FatalErrorView';

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches render errors outside the router's own error element (e.g. in the router set-up itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    if (this.state.failed) return <FatalErrorView error={this.state.error} />;
    return this.props.children;
  }
}
