import { useEffect, useId, useState, type KeyboardEvent } from 'react';

export interface ComboboxOptions {
  /** How many options the list shows now. */
  optionCount: number;
  /** The text in the box: Escape on a closed list clears it when it is not empty. */
  text: string;
  /** An option is chosen, by Enter or a click. */
  onChoose: (index: number) => void;
  /** Escape closed the list without a choice (for an always-open list: Escape was pressed). */
  onClose?: () => void;
  /** Escape pressed again, on a closed list: the owner empties the box. */
  onClear?: () => void;
  /**
   * `automatic`: the first option is highlighted whenever the text changes, so Enter takes the best
   * match (the token picker, the palette). `manual`: nothing is highlighted until an arrow key
   * moves, so Enter keeps the typed text (a free-text filter with suggestions).
   */
  selection: 'automatic' | 'manual';
  /** The popup stays shown with no options (it explains why there are none). */
  showWhenEmpty?: boolean;
  /** The list is always shown (inside a dialog): Escape calls onClose, which closes the dialog. */
  alwaysOpen?: boolean;
}

/**
 * The app's one combobox: an ARIA 1.2 combobox with a listbox popup, focus staying in the text box
 * and the highlighted option named by aria-activedescendant. Keys, the same in every combobox:
 * ArrowDown/ArrowUp open the list or move the highlight (wrapping); Home/End go to the first/last
 * option while the list is open; Enter chooses the highlighted option (with none highlighted it
 * does nothing here, so a form may submit); Escape closes the list, and on a closed list clears the
 * box; Tab closes the list without choosing and moves on. The highlighted option is scrolled into
 * view. A pointer highlights what it moves over and chooses on click, without taking focus from
 * the box. The owner renders the elements and spreads the props this returns on them.
 */
export function useCombobox({ optionCount, text, onChoose, onClose, onClear, selection, showWhenEmpty = false, alwaysOpen = false }: ComboboxOptions) {
  const id = useId();
  const [openState, setOpenState] = useState(false);
  const [highlight, setHighlight] = useState(selection === 'automatic' ? 0 : -1);
  const open = alwaysOpen || openState;
  const expanded = open && (optionCount > 0 || showWhenEmpty);
  /** The highlighted option, kept inside the list as it shrinks; -1 for none. */
  const active = !open || optionCount === 0 || highlight < 0 ? -1 : Math.min(highlight, optionCount - 1);
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const show = () => setOpenState(true);
  const close = () => {
    setOpenState(false);
    setHighlight(selection === 'automatic' ? 0 : -1);
  };
  const dismiss = () => {
    if (!alwaysOpen) close();
    onClose?.();
  };
  const choose = (index: number) => {
    if (!alwaysOpen) close();
    onChoose(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const last = optionCount - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          show();
          setHighlight(down ? 0 : last);
        } else if (optionCount > 0) {
          setHighlight(active < 0 ? (down ? 0 : last) : (active + (down ? 1 : -1) + optionCount) % optionCount);
        }
        return;
      }
      case 'Home':
      case 'End':
        if (!expanded || optionCount === 0) return;
        event.preventDefault();
        setHighlight(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter':
        if (active < 0) return;
        event.preventDefault();
        choose(active);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          dismiss();
        } else if (onClear && text !== '') {
          event.preventDefault();
          onClear();
        }
        return;
      case 'Tab':
        // The box's blur follows: the owner decides there what leaving the box means.
        if (open && !alwaysOpen) close();
        return;
    }
  };

  return {
    open,
    /** The highlighted option's index, -1 for none. */
    active,
    /** Opens the list. */
    show,
    /** Closes the list without a choice. */
    close,
    /** The text changed: the list opens and the highlight starts again. */
    textChanged: () => {
      show();
      setHighlight(selection === 'automatic' ? 0 : -1);
    },
    /** For the text box: its label's htmlFor is `inputProps.id`. */
    inputProps: {
      id: `${id}-input`,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': `${id}-list`,
      'aria-activedescendant': activeId,
      autoComplete: 'off',
      onKeyDown,
      onFocus: show,
      onClick: show,
      onBlur: close,
    } as const,
    /** For the listbox (it needs its own aria-label). */
    listboxProps: {
      id: `${id}-list`,
      role: 'listbox',
      // A press on the list keeps focus in the box, so the box is not left and the click chooses.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    } as const,
    /** For option `index`: its id, its role, its highlight and the pointer's choice. */
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        role: 'option',
        'aria-selected': index === active,
        onClick: () => choose(index),
        onPointerMove: () => {
          if (index !== active) setHighlight(index);
        },
      }) as const,
  };
}
