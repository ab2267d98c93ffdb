import { useId } from 'react';
import { inputClass } from '../../../shared/ui/field.tsx';
import { PROGRAMS } from '../lib/programs.ts';

/** Chooses the field of study compared across the schools (`program=<CIP>` in the link). */
export function CompareProgram({ program, onChange }: { program: string; onChange: (program: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Compare a field of study
      </label>
      <select id={id} className={`${inputClass} sm:w-auto sm:max-w-full`} value={program} onChange={(event) => onChange(event.target.value)}>
        <option value="">None</option>
        {PROGRAMS.map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
