import { ErrorPanel } from '../../../shared/ui/error-panel.tsx';

/** The service's picture links failed: say so, explain why, and offer to try again while pictures come without a link. */
export function ImageModeNotice({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="mb-3 space-y-2">
      <span className="inline-flex items-center rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
        Pictures without a link of their own
      </span>
      <ErrorPanel
        error={error}
        onRetry={onRetry}
        retrying={retrying}
        compact
        advice="Meanwhile the coffee service still sends pictures straight to this page, but without a link of their own, so they cannot be opened, downloaded or copied. Retry to get pictures with their own link again."
      />
    </div>
  );
}
