import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ServiceDescriptor } from '../registry/descriptor.ts';

export function ServiceCard({ service, children }: { service: ServiceDescriptor; children?: ReactNode }) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h2 className="text-lg font-semibold">
        <Link to={service.home} className="hover:underline">
          {service.title}
        </Link>
      </h2>
      <p className="text-sm text-soft">{service.summary}</p>
      <p className="mt-1 text-xs text-muted">{service.provider}</p>
      <div className="mt-3 flex-1 text-sm">{children}</div>
    </article>
  );
}

/** The status line of a card: a coloured dot plus words (colour is never the only signal). */
export function StatusLine({ state, children }: { state: 'ok' | 'error' | 'loading' | 'idle'; children: ReactNode }) {
  const dot = { ok: 'bg-emerald-500', error: 'bg-red-500', loading: 'bg-zinc-400 animate-pulse', idle: 'bg-zinc-400' }[state];
  return (
    <p className="flex items-start gap-2">
      <span aria-hidden="true" className={`mt-1.5 inline-block size-2 shrink-0 rounded-full ${dot}`} />
      <span>{children}</span>
    </p>
  );
}
