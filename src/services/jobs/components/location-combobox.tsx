import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { inputClass } from '../../../shared/ui/field.tsx';
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

/** A text box for a place, with the loaded jobs' matching places (and how many jobs each has) as suggestions. */
export function LocationCombobox({ value, onType, onPick, places }: LocationComboboxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => {
    const terms = locationTerms(value);
    const typed = placeKey(value);
    return places.filter((place) => placeMatches(placeKey(place.value), terms) && placeKey(place.value) !== typed).slice(0, MAX_SUGGESTIONS);
  }, [value, places]);
  const shown = open && suggestions.length > 0;

  const pick = (place: string) => {
    setOpen(false);
    setActive(-1);
    onPick(place);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!suggestions.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      const choice = suggestions[active];
      if (choice) pick(choice.value);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative space-y-1">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        Location
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        className={inputClass}
        value={value}
        placeholder="City, e.g. Munich or Köln"
        autoComplete="off"
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
        Knows other spellings: Munich finds München.
      </p>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Places among the loaded jobs"
        hidden={!shown}
        className="absolute top-16 z-20 max-h-72 w-full overflow-auto rounded-md border border-zinc-300 bg-white py-1 text-sm shadow-lg dark:border-zinc-600 dark:bg-zinc-900"
      >
        {suggestions.map((place, index) => (
          <li
            key={place.value}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            aria-label={`${place.value}, ${countOf(place.count, 'job')}`}
            className={`flex cursor-pointer justify-between gap-3 px-3 py-1.5 ${index === active ? 'bg-zinc-100 dark:bg-zinc-800' : ''}`}
            // Picked on press, before the box's blur closes the list; the keyboard picks through the box.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place.value);
            }}
          >
            <span className="min-w-0 [overflow-wrap:anywhere]">{place.value}</span>
            <span className="shrink-0 text-zinc-600 dark:text-zinc-400">{place.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
