import type { ReactNode } from 'react';

export function Card({
  title,
  headingId,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  /** Lets other code reach the heading, e.g. to focus it when the card's last control goes. */
  headingId?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-lg border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900 ${className}`}>
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && (
            <h2 id={headingId} className="text-base font-semibold">
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
