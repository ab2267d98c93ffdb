import { formatInteger } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ErrorPanel } from '../../../shared/ui/error-panel.tsx';
import { MAX_PAGES } from '../api/jobs-list.ts';
import { JOBS_ADVICE } from './jobs-advice.tsx';
import { countOf } from '../../../shared/lib/plural.ts';

interface ListFooterProps {
  pageCount: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  /** The last "load more" failed; the jobs already loaded stay above. */
  error: unknown;
  onLoadMore: () => void;
}

export function ListFooter({ pageCount, hasNextPage, loadingMore, error, onLoadMore }: ListFooterProps) {
  if (error) {
    return (
      <div className="mt-4">
        <ErrorPanel
          error={error}
          onRetry={onLoadMore}
          retrying={loadingMore}
          advice={
            <>
              Page {pageCount + 1} could not be loaded; the jobs above stay. {JOBS_ADVICE}
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-soft">
      {hasNextPage ? (
        <Button variant="primary" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? `Loading page ${pageCount + 1}…` : 'Load more jobs'}
        </Button>
      ) : (
        <p>{pageCount >= MAX_PAGES ? `Stopped after ${formatInteger(MAX_PAGES)} pages to spare the free API.` : 'That is every job on the board.'}</p>
      )}
      <p>{`${countOf(pageCount, 'page')} loaded`}</p>
    </div>
  );
}
