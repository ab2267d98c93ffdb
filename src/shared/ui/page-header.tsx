import type { ReactNode } from 'react';

export function PageHeader({ title, provider, children }: { title: string; provider?: string; children?: ReactNode }) {
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <title>{`${title} · Seven-service dashboard`}</title>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {provider && <p className="text-sm text-zinc-600 dark:text-zinc-400">Data: {provider}</p>}
      </div>
      {children}
    </header>
  );
}

/** What the page is for, in a sentence or two, under its header. */
export function PageIntro({ children }: { children: ReactNode }) {
  return <p className="mb-4 text-zinc-700 dark:text-zinc-300">{children}</p>;
}
