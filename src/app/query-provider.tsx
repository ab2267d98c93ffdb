import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { createCachePersister, persistOptions } from './persisted-cache.ts';
import { getQueryClient, markCacheRestored } from './query-client.ts';

const persister = createCachePersister();
if (!persister) markCacheRestored();

/**
 * Loaded lazily so TanStack Query is not part of the shell's entry chunk. Queries mounted while
 * the persisted cache is being restored wait for it, so a reload paints saved data first.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  if (!persister) return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider client={getQueryClient()} persistOptions={persistOptions(persister)} onSuccess={markCacheRestored} onError={markCacheRestored}>
      {children}
    </PersistQueryClientProvider>
  );
}
