import { Component, type ReactNode } from 'react';
import { isChunkLoadError, type ChunkRecovery } from '../../lib/chunk-recovery';
import { ReloadPrompt } from './ReloadPrompt';

interface Props {
  recovery: ChunkRecovery;
  /** A new value (the path) clears the error, so navigating away recovers. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  showPrompt: boolean;
  resetKey?: string;
}

/** Catches render errors: a chunk that failed to load reloads the page once (nothing is shown
 *  meanwhile); anything else, or a chunk failing again after that reload, shows 'Something went
 *  wrong, Please reload the page'. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, showPrompt: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, showPrompt: !isChunkLoadError(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { failed: false, showPrompt: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error) && !this.props.recovery.tryReload()) this.setState({ showPrompt: true });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.state.showPrompt ? <ReloadPrompt onReload={() => this.props.recovery.reloadNow()} /> : null;
  }
}
