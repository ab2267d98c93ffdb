import { Link } from 'react-router';
import { Card } from '../../../shared/ui/card.tsx';

/** The list's way into the GraphQL console, which loads its editor only on its own page. */
export function QueryConsoleLink() {
  return (
    <Card title="Query console">
      <p className="text-sm text-muted">
        Run any GraphQL query against the service, with completion, inline errors and the schema’s docs.{' '}
        <Link to="/countries/console" className="text-accent underline">
          Open the console
        </Link>
      </p>
    </Card>
  );
}
