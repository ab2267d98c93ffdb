import { Component, type ReactNode } from 'react';
import { RouteErrorElement } from './lazy-elements.tsx';

/** A dynamic import that failed: the chunk could not be fetched (offline, or replaced by a deploy). */
export const isChunkLoadError = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|importing a module script|error loading dynamically/i.test(error.message);

/**
 * Told here, in the entry, rather than by a lazily loaded page: when a page's code cannot be
 * downloaded, the explanation's code may not download either. Chromium keeps a failed module
 * fetch in its module map, so only loading the URL again fetches it again.
 */
export function CodeDownloadFailed() {
  return (
    <div role="alert" className="space-y-3 py-4">
      <h1 className="text-xl font-bold">This page's code could not be downloaded</h1>
      <p>You may be offline, or the app was updated since this tab opened. What you saved in this browser is kept.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-white dark:text-zinc-950"
      >
        Retry
      </button>
    </div>
  );
}

/** One page's failure stays in that page: the shell and the other routes keep working. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; fallback?: (error: unknown) => ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.state.error);
    return isChunkLoadError(this.state.error) ? <CodeDownloadFailed /> : <RouteErrorElement error={this.state.error} />;
  }
}
