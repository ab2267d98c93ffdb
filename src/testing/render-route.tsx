import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { LoaderRouter, withFirstLoader } from '../app/app-router.tsx';
import { getQueryClient } from '../app/query-client.ts';
import { AppRoutes } from '../app/routes.tsx';
import { resetStores } from './reset-stores.ts';

/** What a test reads of the router: where it is, and a way to move. */
interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

function RouterProbe({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => onChange(location, navigate), [onChange, location, navigate]);
  return null;
}

/**
 * Renders the real app (router with its loaders, shell, lazy routes, providers) at a URL, as a new page load: a fresh query client and fresh
 * copies of every store (src/testing/reset-stores.ts).
 * Retries are off unless a test turns them on, so failures show at once.
 */
export function renderRoute(url: string, options: { retry?: boolean; userEventOptions?: Parameters<typeof userEvent.setup>[0] } = {}) {
  // A new page load: the tab's query client, queue, feed and stored copies start afresh.
  resetStores();
  const queryClient = getQueryClient();
  if (!options.retry)
    queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup(options.userEventOptions);
  const router = { state: {} } as TestRouter;
  const follow = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location;
    router.navigate = navigate;
  };
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  const view = render(
    <LoaderRouter history={withFirstLoader(history)}>
      <RouterProbe onChange={follow} />
      <AppRoutes />
    </LoaderRouter>,
  );
  return { ...view, user, router, queryClient, history };
}
