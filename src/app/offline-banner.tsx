import { useOnline } from '../shared/lib/use-online.ts';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">
      You are offline. Requests are paused and resume when the connection returns. Data already shown stays; pages not opened yet may not load.
    </div>
  );
}
