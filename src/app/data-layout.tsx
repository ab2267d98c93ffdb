import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { getQueryClient } from './query-client.ts';

/**
 * Pages sit under this lazy layout, so TanStack Query loads beside the first page's chunk
 * instead of in the shell's entry chunk (design.md §7 first-load budget).
 */
export default function DataLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
