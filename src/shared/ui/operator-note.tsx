import type { ReactNode } from 'react';

/** Advice only whoever runs the site can act on (build variables, the server), kept out of the sentences a visitor reads. */
export function OperatorNote({ children }: { children: ReactNode }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">For the site operator</summary>
      <p className="mt-1">{children}</p>
    </details>
  );
}
