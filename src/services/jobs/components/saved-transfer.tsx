import { useState } from 'react';
import { buttonClass, Button } from '../../../shared/ui/button.tsx';
import { CSV_TYPE, downloadText } from '../../../shared/lib/csv.ts';
import type { JobMark } from '../lib/job-marks.ts';
import { countMarks, describeCounts, MAX_IMPORT_BYTES, marksToCsv, marksToJson, mergeMarks, parseImport } from '../lib/marks-transfer.ts';
import { marksStore } from '../hooks/use-job-marks.ts';
import { countOf } from '../../../shared/lib/plural.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Export every mark (saved, applied, hidden, notes, their dates) as CSV or JSON, and import a JSON
 * export back (merged, nothing lost); a line says what a file carries.
 */
export function SavedTransfer({ marks }: { marks: readonly JobMark[] }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const counts = countMarks(marks);

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
      text:
        `Imported ${countOf(result.marks.length, 'job')} (${describeCounts(countMarks(result.marks))}): ${countOf(added, 'new job')}` +
        `${merged ? `; ${merged} already kept were merged, nothing removed` : ''}.`,
    });
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button disabled={!marks.length} onClick={() => downloadText(`saved-jobs-${today()}.csv`, CSV_TYPE, marksToCsv(marks))}>
          Export CSV
        </Button>
        <Button disabled={!marks.length} onClick={() => downloadText(`saved-jobs-${today()}.json`, 'application/json', marksToJson(marks))}>
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
      <p className="text-sm text-soft">
        {counts.jobs
          ? `Export and import carry all ${countOf(counts.jobs, 'job')} you marked in this browser: ${describeCounts(counts)}, with the dates saved and applied and each job’s language and German requirement.`
          : 'Export and import carry every job you mark here: saved, applied, hidden, notes and their dates.'}
      </p>
      <p role="status" className={`text-sm ${message?.ok === false ? 'font-medium text-red-700 dark:text-red-400' : ''}`}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}
