import { ErrorPanel } from '../../../shared/ui/error-panel.tsx';

/** The JSON route failed: say so, explain why, and offer to try it again while image mode fills in. */
export function ImageModeNotice({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="mb-3 space-y-2">
      <span className="inline-flex items-center rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
        Image mode: the picture link could not be fetched
      </span>
      <ErrorPanel
        error={error}
        onRetry={onRetry}
        retrying={retrying}
        compact
        advice="Meanwhile the picture below comes straight from the image route (/random), which works without the JSON route. Retry to get pictures with their own link again."
      />
    </div>
  );
}
