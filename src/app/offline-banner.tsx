import { useLocation } from 'react-router';
import { services } from '../services/registry.ts';
import { useOnline } from '../shared/hooks/use-online.ts';
import { isDemoMode } from '../shared/config/env.ts';

/** The page's own offline note: the slice whose home is the path's first segment. */
const offlineNoteFor = (pathname: string) => services.find((service) => service.home === `/${pathname.split('/')[1] ?? ''}`)?.offline;

export function OfflineBanner() {
  const online = useOnline();
  const { pathname } = useLocation();
  if (online) return null;
  const note = offlineNoteFor(pathname);
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">
      You are offline. Requests are paused and resume when the connection returns; what is on screen or saved in this browser stays.
      {note && <span className="block font-normal">{note}</span>}
      {/* The demo's only service worker is the mock one: nothing keeps the app's files for a later visit. */}
      {isDemoMode && (
        <span className="block font-normal">
          This demo keeps working while this tab stays open, but it does not open again offline: only the production build (npm start) is installable and opens
          offline.
        </span>
      )}
    </div>
  );
}
