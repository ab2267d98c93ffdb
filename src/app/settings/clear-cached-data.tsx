import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { services } from '../../services/registry.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { createCachePersister } from '../persisted-cache.ts';
import { keptNote } from './kept-note.ts';

/**
 * Empties the answers kept for reloads (in memory and in IndexedDB). What the person saved lives
 * in its own stores and stays.
 */
export function ClearCachedData() {
  const client = useQueryClient();
  // While the kept answers are read back, a clear would be undone by the restore that follows it.
  const restoring = useIsRestoring();
  const [status, setStatus] = useState('');
  const clear = async () => {
    await client.cancelQueries();
    client.clear();
    try {
      // Emptying the client starts a save of what it held a moment before (the persister writes its
      // first change at once): the stored copy is removed after that write, not before it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await createCachePersister()?.removeClient();
      // Built here, not at import: its Intl.ListFormat would load locale data on every page's start.
      setStatus(`Cached data cleared. ${keptNote(services)}`.trim());
    } catch {
      setStatus('The browser refused to clear its stored copy; it expires within 24 hours.');
    }
  };
  return (
    <Card title="Cached data">
      <p className="mb-3 text-sm text-soft">
        Answers from the services are kept in this browser for up to 24 hours, so a reload shows them at once and spends no requests. Swap quotes and anything
        carrying a key are never kept.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void clear()} disabled={restoring}>
          Clear cached data
        </Button>
        <p role="status" className="text-sm">
          {status}
        </p>
      </div>
    </Card>
  );
}
