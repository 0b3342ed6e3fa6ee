import { Component, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

interface BoundaryProps {
  /** The location's key: a navigation clears a shown error, as each address gets a fresh try. */
  resetKey: string;
  children: ReactNode;
}

/** Error boundary of a route: a failed chunk load or a render error shows RouteError instead of a blank page. */
export class Boundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error == null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

