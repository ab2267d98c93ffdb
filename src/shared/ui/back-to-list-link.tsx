import { useState } from 'react';
import { Link } from 'react-router';
import { listViewHref } from '../lib/list-view.ts';

/**
 * The way back from a detail page: the list at `list` with the search, filters and page the user
 * left it with (the list page remembers them with useRememberListView).
 */
export function BackToListLink({ list }: { list: string }) {
  const [href] = useState(() => listViewHref(list));
  return (
    <p className="mb-2 text-sm">
      <Link to={href} className="font-medium text-accent-strong underline">
        ← Back to the list
      </Link>
    </p>
  );
}
