import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router';
import { Button, buttonClass } from '../shared/ui/button.tsx';
import { ErrorPanel } from '../shared/ui/error-panel.tsx';

/** The error element of every route: one broken service never takes the others down. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="py-8">
        <h1 className="text-xl font-bold">Page not found</h1>
        <Link to="/" className={buttonClass('primary', 'mt-3')}>
          Go to the overview
        </Link>
      </div>
    );
  }
  const chunkFailed = error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  return (
    <div className="space-y-3 py-4">
      <h1 className="text-xl font-bold">This page could not be shown</h1>
      {chunkFailed ? (
        <p>The page's code could not be downloaded: you may be offline, or the app was updated. Reload to try again.</p>
      ) : (
        <ErrorPanel error={error} />
      )}
      <div className="flex gap-2">
        <Button variant="primary" onClick={() => navigate(0)}>
          Reload this page
        </Button>
        <Link to="/" className={buttonClass('secondary')}>
          Overview
        </Link>
      </div>
    </div>
  );
}
