import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** Its accessible name, announced when focus lands on it: what scrolls ("Countries table"). */
  label: string;
  /**
   * `region` (a landmark) for a table or result a person may look for from the landmarks list;
   * `group` for a box inside a part that already has its own heading (a log, a preview).
   */
  role?: 'region' | 'group';
  /** Its size and overflow (`max-h-96 overflow-auto`, `overflow-x-auto`) and its frame. */
  className: string;
  /** For a control that shows or hides it (aria-controls). */
  id?: string;
  children: ReactNode;
}

/**
 * A box whose content scrolls inside it. Keyboard users scroll it with the arrow keys once it has
 * focus, so it is in the tab order, named and ringed by the app's focus style like any control.
 * Every scrolling box in the app is one of these, so the tab stop on a non-interactive element
 * (which jsx-a11y/no-noninteractive-tabindex refuses on a literal role) is decided here, once.
 */
export function ScrollRegion({ label, role = 'region', className, id, children }: ScrollRegionProps) {
  return (
    // A scrolling box must be reachable by keyboard (WCAG 2.1.1).
    <div id={id} role={role} aria-label={label} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
