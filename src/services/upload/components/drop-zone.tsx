import { useDropzone } from 'react-dropzone';
import { formatBytes } from '../../../shared/lib/format.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { BYTES_PER_MB } from '../lib/file-checks.ts';

/**
 * The whole area takes drops and clicks; the visible button is the keyboard path. The root is
 * not focusable itself, so no interactive element sits inside another (axe nested-interactive).
 */
export function DropZone({ onFiles, maxMb, expiryLabel }: { onFiles: (files: File[]) => void; maxMb: number; expiryLabel: string }) {
  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    onDrop: (files) => {
      onFiles(files);
      // The input forgets what it chose, so choosing the same file again is a change too.
      if (inputRef.current) inputRef.current.value = '';
    },
    noKeyboard: true,
    multiple: true,
  });
  return (
    <div
      {...getRootProps({
        role: 'group',
        'aria-labelledby': 'upload-drop-title',
        'aria-describedby': 'upload-drop-hint',
      })}
      className={`flex cursor-pointer flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors ${
        isDragActive ? 'border-accent bg-indigo-50 dark:bg-indigo-950/40' : 'border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-900'
      }`}
    >
      <input {...getInputProps({ 'aria-label': 'Files to upload' })} />
      <p id="upload-drop-title" className="text-lg font-semibold">
        {isDragActive ? 'Drop to upload' : 'Drop files here'}
      </p>
      <button id="upload-choose-files" type="button" className={buttonClass('primary')}>
        Choose files…
      </button>
      <p id="upload-drop-hint" className="max-w-md text-sm text-soft">
        Or paste a file from the clipboard (Ctrl+V / ⌘V). Up to {formatBytes(maxMb * BYTES_PER_MB)} a file; two upload at a time. Links expire after{' '}
        {expiryLabel}; unencrypted links are public.
      </p>
    </div>
  );
}
