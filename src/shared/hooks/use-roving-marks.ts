import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { nextPointIndex, type MapPoint } from '../ui/map/spatial-focus.ts';

/**
 * One tab stop for a map's marks: Tab enters the map at the current mark, arrow keys move to the
 * nearest mark that way, Home and End to the first and last, Enter opens (the mark is a link).
 * `active` is also the mark whose name the map shows (hover sets it too, without moving focus).
 */
export function useRovingMarks(points: readonly MapPoint[]) {
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<number | undefined>(undefined);
  const marks = useRef(new Map<number, Element & { focus: () => void }>());
  const current = Math.min(active, Math.max(0, points.length - 1));

  const register = useCallback(
    (index: number) => (element: (Element & { focus: () => void }) | null) => {
      if (element) marks.current.set(index, element);
      else marks.current.delete(index);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextPointIndex(points, current, event.key);
    if (next === undefined) {
      if (event.key.startsWith('Arrow')) event.preventDefault();
      return;
    }
    event.preventDefault();
    setActive(next);
    setShown(next);
    marks.current.get(next)?.focus();
  };

  return {
    /** The mark that holds the map's tab stop. */
    current,
    /** The mark whose name is shown (focused or hovered), if any. */
    shown,
    register,
    tabIndexFor: (index: number) => (index === current ? 0 : -1),
    onKeyDown,
    onFocus: (index: number) => {
      setActive(index);
      setShown(index);
    },
    onHover: (index: number | undefined) => setShown(index),
    onBlur: () => setShown(undefined),
  };
}
