import { countOf } from '../../../shared/lib/plural.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Progress } from '../../../shared/ui/progress.tsx';
import type { DeeperState } from '../hooks/use-search-deeper.ts';

interface SearchDeeperProps {
  state: DeeperState;
  /** How many further pages one search asks for. */
  pages: number;
  /** The feed has a further page. */
  canSearch: boolean;
  onStart: () => void;
  onCancel: () => void;
}

const STOPPED: Record<Exclude<DeeperState, { step: 'idle' | 'running' }>['reason'], string> = {
  done: '',
  // The list's footer says the board has no more.
  end: '',
  cancelled: ' Cancelled.',
  failed: ' The next page failed to load (see below).',
};

/**
 * Search covers only the pages loaded: when a search or filter finds less than a page of jobs and
 * the feed has more, this offers to look through the next pages instead of pressing Load more blindly.
 */
export function SearchDeeper({ state, pages, canSearch, onStart, onCancel }: SearchDeeperProps) {
  if (state.step === 'running') {
    return (
      <div className="mt-3 space-y-2 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800">
        <Progress
          label="Searching further pages"
          state="running"
          value={(state.done / state.of) * 100}
          detail={`${state.done} of ${countOf(state.of, 'page')} searched`}
        />
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-zinc-300 p-3 text-sm dark:border-zinc-700">
      <p>
        {state.step === 'stopped' ? `Searched ${countOf(state.done, 'more page')}.${STOPPED[state.reason]} ` : ''}
        {canSearch && 'Only the loaded pages are searched.'}
      </p>
      {canSearch && <Button variant="primary" onClick={onStart}>{`Search the next ${countOf(pages, 'page')}`}</Button>}
    </div>
  );
}
