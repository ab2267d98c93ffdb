import { useState } from 'react';
import { buttonClass, Button } from '../../../shared/ui/button.tsx';
import { CSV_TYPE, downloadText } from '../../../shared/lib/csv.ts';
import type { JobMark } from '../lib/job-marks.ts';
import { MAX_IMPORT_BYTES, marksToCsv, marksToJson, mergeMarks, parseImport } from '../lib/marks-transfer.ts';
import { marksStore } from '../hooks/use-job-marks.ts';
import { countOf } from '../../../shared/lib/plural.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Export the kept jobs as CSV or JSON, and import a JSON export back (merged, nothing lost). */
export function SavedTransfer({ kept }: { kept: readonly JobMark[] }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const result = file.size > MAX_IMPORT_BYTES ? parseImport('', file.size) : parseImport(await file.text(), file.size);
    if (!result.ok) {
      setMessage({ ok: false, text: `${file.name} was not imported: ${result.reason}` });
      return;
    }
    const { added, merged } = await marksStore.merge((kept) => mergeMarks(kept, result.marks));
    setMessage({
      ok: true,
      text: `Imported ${countOf(added, 'new job')}${merged ? `; ${merged} already kept were merged, nothing removed` : ''}.`,
    });
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button disabled={!kept.length} onClick={() => downloadText(`saved-jobs-${today()}.csv`, CSV_TYPE, marksToCsv(kept))}>
          Export CSV
        </Button>
        <Button disabled={!kept.length} onClick={() => downloadText(`saved-jobs-${today()}.json`, 'application/json', marksToJson(kept))}>
          Export JSON
        </Button>
        {/* The file input sits inside its label, which shows the focus ring (see index.css). */}
        <label className={buttonClass('secondary', 'cursor-pointer')}>
          Import JSON
          <input
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <p role="status" className={`text-sm ${message?.ok === false ? 'font-medium text-red-700 dark:text-red-400' : ''}`}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}
