import { useEffect, useRef, useState } from 'react';

/**
 * The value, passed on at most once per `intervalMs` (the newest one at the end of each
 * interval): what need not move with every streamed trade (the chart) redraws calmly.
 */
export function useThrottled<T>(value: T, intervalMs: number): T {
  const [shown, setShown] = useState(value);
  const lastAt = useRef(0);
  useEffect(() => {
    // Each newer value replaces the pending one; the timer keeps the interval's end.
    const wait = Math.max(0, lastAt.current + intervalMs - Date.now());
    const timer = setTimeout(() => {
      lastAt.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return shown;
}
