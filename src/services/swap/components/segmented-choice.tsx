import { useId } from 'react';

interface SegmentedChoiceProps<T extends string> {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Each option takes an equal share of the row instead of its own width. */
  stretch?: boolean;
}

/** Radio buttons drawn as one row of segments; the checked one filled with the accent. */
export function SegmentedChoice<T extends string>({ options, value, onChange, stretch = false }: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    // No overflow clipping here: the focus ring (index.css) is drawn around the label, outside it.
    <div className={`flex rounded-md border border-zinc-300 dark:border-zinc-600 ${stretch ? '' : 'flex-wrap'}`}>
      {options.map((option) => (
        <label
          key={option.value || 'none'}
          className={`cursor-pointer py-1.5 text-center text-sm whitespace-nowrap first:rounded-l-[5px] last:rounded-r-[5px] has-checked:bg-accent has-checked:text-white dark:has-checked:text-zinc-950 ${stretch ? 'flex-1 px-3' : 'px-2.5'}`}
        >
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="sr-only" />
          {option.label}
        </label>
      ))}
    </div>
  );
}
