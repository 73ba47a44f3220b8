/**
 * The error boundary around every island. Plain `createElement` rather than JSX: it has no look of its
 * own (its failure view is LoadError, documented there), so it is a helper module, not a docs entry.
 */
import { Component, createElement, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import * as text from '../lib/text.ts';
import { LoadError } from './LoadError.tsx';

interface IslandRootState {
  failed: boolean;
}

/**
 * A fault while drawing the island shows the failure view, with "Try again" to draw it afresh,
 * instead of leaving the region empty.
 */
export class IslandRoot extends Component<{ children: ReactNode }, IslandRootState> {
  override state: IslandRootState = { failed: false };

  static getDerivedStateFromError(): IslandRootState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('An island failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return createElement(LoadError, { message: text.ui.renderFailed, onRetry: () => this.setState({ failed: false }) });
  }
}

/** `Island` inside an IslandRoot: what a page mounts (`export const X = island(XContent)`). */
export function island<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function Rooted(props: P) {
    return createElement(IslandRoot, null, createElement(Island, props));
  }
  Rooted.displayName = Island.displayName ?? Island.name;
  return Rooted;
}
