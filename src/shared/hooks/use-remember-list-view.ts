import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberListView } from '../lib/list-view.ts';

/** Remembers the list page's current view (rememberListView) whenever its query string changes. */
export function useRememberListView() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberListView(pathname, search), [pathname, search]);
}
