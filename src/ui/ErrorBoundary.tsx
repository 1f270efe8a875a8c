import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** Changing this value clears a previous error (for example a new route). */
  resetKey?: unknown;
  children: ReactNode;
}

/** Keeps a failing block from taking the rest of the page down with it. */
export class ErrorBoundary extends Component<Props, { failed: boolean; resetKey: unknown }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error('A block failed to render:', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
