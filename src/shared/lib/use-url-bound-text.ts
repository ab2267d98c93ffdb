import { useEffect, useRef, useState } from 'react';

/**
 * Text input state for a value that lives in the URL. The input shows a local copy updated on
 * the keystroke itself; writing the URL is a router navigation that settles later, and an input
 * bound to the URL alone drops characters typed meanwhile. The copy follows the URL only when it
 * changes from outside (back/forward, a pasted link).
 */
export function useUrlBoundText(urlValue: string, write: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const written = useRef(new Set<string>());
  useEffect(() => {
    if (written.current.delete(urlValue)) return;
    written.current.clear();
    setText(urlValue);
  }, [urlValue]);
  const change = (value: string) => {
    setText(value);
    written.current.add(value);
    write(value);
  };
  return [text, change] as const;
}
