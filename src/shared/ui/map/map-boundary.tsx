import { Component, type ReactNode } from 'react';

/**
 * A map whose code cannot be downloaded (offline before it was ever loaded, or replaced by a
 * deploy) says so and leaves the page working; Retry loads the URL again, since Chromium keeps a
 * failed module fetch in its module map.
 */
export class MapBoundary extends Component<{ children: ReactNode; what: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="space-y-2 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800">
        <p>{`The map could not be loaded: you may be offline. ${this.props.what}`}</p>
        <button type="button" className="font-medium text-accent-strong underline" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    );
  }
}
