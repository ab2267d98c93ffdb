import { Link, useLocation } from 'react-router';
import { buttonClass } from '../shared/ui/button.tsx';

export function NotFound() {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <title>Page not found · Seven-service dashboard</title>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-soft">
        There is no page at <code className="break-all font-mono">{location.pathname}</code>.
      </p>
      <Link to="/" className={buttonClass('primary', 'mt-4')}>
        Go to the overview
      </Link>
    </div>
  );
}
