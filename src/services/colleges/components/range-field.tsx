import { useId, useState } from 'react';
import { useUrlDraft } from '../../../shared/hooks/url-state/use-url-draft.ts';
import { inputClass } from '../../../shared/ui/field.tsx';
import { checkRange, type RangeRule } from '../lib/decision-filters.ts';

/** Waits for a pause in typing: every change of a filter is a request. */
const RANGE_DEBOUNCE_MS = 700;

interface RangeFieldProps {
  legend: string;
  hint: string;
  rule: RangeRule;
  /** The URL parameter the range lives in. */
  param: string;
  /** `min..max` as the URL has it, or empty. */
  value: string;
  onCommit: (value: string) => void;
}

const split = (value: string): [string, string] => {
  const [lo = '', hi = ''] = value.split('..');
  return [lo, hi];
};

/** Two empty boxes are no filter. */
const asSent = (draft: string) => (draft === '..' ? '' : draft);

/**
 * Two boxes, minimum and maximum. A range the API would refuse (letters, min above max) is explained
 * at the field and never sent; the URL keeps the last valid range.
 */
export function RangeField({ legend, hint, rule, param, value, onCommit }: RangeFieldProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const [draft, setDraft, commitNow] = useUrlDraft(value, (next) => onCommit(asSent(next)), {
    params: [param],
    delayMs: RANGE_DEBOUNCE_MS,
    isValid: (next) => checkRange(asSent(next), rule).ok,
  });
  const [lo, hi] = split(draft);
  const check = checkRange(asSent(draft), rule);
  const problem = !check.ok && (touched || /[^\d]/.test(lo + hi)) ? check.problem : undefined;
  const set = (nextLo: string, nextHi: string) => setDraft(nextLo === '' && nextHi === '' ? '' : `${nextLo.trim()}..${nextHi.trim()}`);
  const describedBy = `${id}-hint${problem ? ` ${id}-error` : ''}`;
  const box = (which: 'min' | 'max', text: string) => (
    <label className="flex min-w-0 flex-1 flex-col gap-0.5 text-xs">
      <span>{which === 'min' ? 'Min' : 'Max'}</span>
      <input
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        className={inputClass}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => (which === 'min' ? set(event.target.value, hi) : set(lo, event.target.value))}
        onBlur={() => setTouched(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            setTouched(true);
            commitNow();
          }
        }}
      />
    </label>
  );
  return (
    <fieldset className="min-w-0 space-y-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex gap-2">
        {box('min', lo)}
        {box('max', hi)}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
          {`${problem} Not sent.`}
        </p>
      )}
    </fieldset>
  );
}
