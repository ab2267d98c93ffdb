import { Link } from 'react-router';
import { Button, buttonClass } from '../shared/ui/button.tsx';
import { ErrorPanel } from '../shared/ui/error-panel.tsx';

/** What a page that failed while rendering shows: one broken service never takes the others down. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <div className="space-y-3 py-4">
      <h1 className="text-xl font-bold">This page could not be shown</h1>
      <ErrorPanel error={error} />
      <div className="flex gap-2">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload this page
        </Button>
        <Link to="/" className={buttonClass('secondary')}>
          Overview
        </Link>
      </div>
    </div>
  );
}
