import { useMemo } from 'react';
import { inputClass } from '../../../shared/ui/field.tsx';
import { useCombobox } from '../../../shared/hooks/use-combobox.ts';
import { locationTerms, placeKey, placeMatches } from '../lib/city-aliases.ts';
import type { Facet } from '../lib/job-index.ts';
import { countOf } from '../../../shared/lib/plural.ts';

const MAX_SUGGESTIONS = 8;

interface LocationComboboxProps {
  value: string;
  /** Typing (the URL follows once typing pauses). */
  onType: (value: string) => void;
  /** Picking a suggestion (a choice: it enters history). */
  onPick: (value: string) => void;
  /** The loaded jobs' locations with their counts. */
  places: readonly Facet[];
}

/**
 * A text box for a place, with the loaded jobs' matching places (and how many jobs each has) as
 * suggestions. The typed text is the filter: nothing is highlighted until an arrow key moves.
 */
export function LocationCombobox({ value, onType, onPick, places }: LocationComboboxProps) {
  const suggestions = useMemo(() => {
    const terms = locationTerms(value);
    const typed = placeKey(value);
    return places.filter((place) => placeMatches(placeKey(place.value), terms) && placeKey(place.value) !== typed).slice(0, MAX_SUGGESTIONS);
  }, [value, places]);
  const combobox = useCombobox({
    optionCount: suggestions.length,
    text: value,
    selection: 'manual',
    onChoose: (index) => onPick(suggestions[index]!.value),
    onClear: () => onType(''),
  });
  const { id: inputId } = combobox.inputProps;

  return (
    <div className="relative space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium">
        Location
      </label>
      <input
        {...combobox.inputProps}
        aria-describedby={`${inputId}-hint`}
        className={inputClass}
        value={value}
        placeholder="City, e.g. Munich or Köln"
        onChange={(event) => {
          onType(event.target.value);
          combobox.textChanged();
        }}
      />
      <p id={`${inputId}-hint`} className="text-xs text-muted">
        Knows other spellings: Munich finds München.
      </p>
      <ul
        {...combobox.listboxProps}
        aria-label="Places among the loaded jobs"
        hidden={!combobox.inputProps['aria-expanded']}
        className="absolute top-16 z-20 max-h-72 w-full overflow-auto rounded-md border border-zinc-300 bg-white py-1 text-sm shadow-lg dark:border-zinc-600 dark:bg-zinc-900"
      >
        {suggestions.map((place, index) => (
          <li
            key={place.value}
            {...combobox.optionProps(index)}
            aria-label={`${place.value}, ${countOf(place.count, 'job')}`}
            className="flex cursor-pointer justify-between gap-3 px-3 py-1.5 aria-selected:bg-zinc-100 dark:aria-selected:bg-zinc-800"
          >
            <span className="min-w-0 [overflow-wrap:anywhere]">{place.value}</span>
            <span className="shrink-0 text-muted">{place.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
