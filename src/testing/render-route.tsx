import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeQueryClient, setQueryClient } from '../app/query-client.ts';
import { createRoutes } from '../app/routes.tsx';

/**
 * Renders the real app (shell, lazy routes, providers) at a URL with a fresh query client.
 * Retries are off unless a test turns them on, so failures show at once.
 */
export function renderRoute(url: string, options: { retry?: boolean; userEventOptions?: Parameters<typeof userEvent.setup>[0] } = {}) {
  const queryClient = makeQueryClient(options.retry ? {} : { queries: { retry: false } });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  const user = userEvent.setup(options.userEventOptions);
  setQueryClient(queryClient);
  const view = render(<RouterProvider router={router} />);
  return { ...view, user, router, queryClient };
}
