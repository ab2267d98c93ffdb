import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { SkeletonRows } from '../../../shared/ui/skeleton.tsx';

// graphql's validator and the console only load when someone opens it.
const QueryConsole = lazy(() => import('./query-console.tsx'));

export function QueryConsolePanel() {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Card
      title="Query console"
      actions={
        <Button aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide console' : 'Open console'}
        </Button>
      }
    >
      <div id={bodyId}>
        {open ? (
          <Suspense fallback={<SkeletonRows />}>
            <QueryConsole />
          </Suspense>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Run any GraphQL query against the service and see the JSON reply or its errors.</p>
        )}
      </div>
    </Card>
  );
}
