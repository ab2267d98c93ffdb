import { formatBytes } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Progress } from '../../../shared/ui/progress.tsx';
import { encryptedSize } from '../lib/crypto/encrypt-file.ts';
import { BYTES_PER_MB } from '../lib/file-checks.ts';
import type { SeveralFiles } from '../hooks/use-several-files.ts';
import { ZIP_NAME, zipSize } from '../lib/zip-files.ts';
import { countOf } from '../../../shared/lib/plural.ts';
import { useFocusKeptWithin } from '../../../shared/hooks/use-focus-kept-within.ts';

// Where focus goes once the choice is made or cancelled: the button that chooses files, just before it.
const chooseFilesButton = () => document.getElementById('upload-choose-files');

interface SeveralFilesChoiceProps {
  state: SeveralFiles;
  maxMb: number;
  encrypt: boolean;
  password: boolean;
  onZip: () => void;
  onSeparately: () => void;
  onCancel: () => void;
}

/**
 * Several files at once: one .zip link or one link per file, with the total and the zip's size
 * checked before anything is read. It sits right after "Choose files…", the next stop for Tab.
 */
export function SeveralFilesChoice({ state, maxMb, encrypt, password, onZip, onSeparately, onCancel }: SeveralFilesChoiceProps) {
  const total = state.files.reduce((sum, file) => sum + file.size, 0);
  const zipBytes = zipSize(state.files);
  const sentBytes = encrypt ? encryptedSize({ name: ZIP_NAME, type: 'application/zip', size: zipBytes }, password) : zipBytes;
  const max = maxMb * BYTES_PER_MB;
  const empty = state.files.filter((file) => file.size === 0).length;
  // "Share as one .zip" becomes a progress bar with Cancel, and the panel closes once the zip is queued.
  const keepFocus = useFocusKeptWithin(chooseFilesButton);
  const zipRefusal =
    sentBytes > max
      ? `As one .zip they would be ${formatBytes(sentBytes)}${encrypt ? ' encrypted' : ''}, over the ${formatBytes(max)} limit: share them one by one, or fewer at a time.`
      : undefined;

  return (
    <section
      ref={keepFocus}
      aria-labelledby="several-files-heading"
      className="space-y-3 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="several-files-heading" className="text-base font-semibold">
        {state.files.length} files, {formatBytes(total)} in all
      </h2>
      <ul className="max-h-32 overflow-auto text-sm text-soft">
        {state.files.map((file, index) => (
          <li key={`${index}:${file.name}`} className="truncate">
            {file.name} <span className="tabular-nums text-muted">({formatBytes(file.size)})</span>
          </li>
        ))}
      </ul>
      {state.step === 'zipping' ? (
        <div className="space-y-2">
          <Progress
            label={`Building ${ZIP_NAME}`}
            state="running"
            value={state.total ? (state.loaded / state.total) * 100 : 100}
            detail={`Building ${ZIP_NAME}`}
          />
          <Button onClick={onCancel}>Cancel</Button>
        </div>
      ) : (
        <>
          {state.step === 'failed' && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              The .zip was not made: {state.error}. Nothing was sent.
            </p>
          )}
          {zipRefusal ? (
            <p className="text-sm text-amber-800 dark:text-amber-300">{zipRefusal}</p>
          ) : (
            <p className="text-sm text-soft">
              As one .zip: {formatBytes(sentBytes)}
              {encrypt ? ' encrypted' : ''}, one link for all
              {empty > 0 ? ` (${empty === 1 ? 'the empty file goes' : `the ${countOf(empty, 'empty file')} go`} in as they are)` : ''}.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={onZip} disabled={Boolean(zipRefusal)}>
              {state.step === 'failed' ? 'Try the .zip again' : 'Share as one .zip'}
            </Button>
            <Button onClick={onSeparately}>One link per file</Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
