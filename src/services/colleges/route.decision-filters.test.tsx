import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const calls: URL[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/schools')) calls.push(new URL(request.url));
});
afterEach(() => {
  calls.length = 0;
});
const table = () => screen.findByRole('table', { name: 'Colleges' }, { timeout: 5000 });

describe('/colleges decision filters', { timeout: 20_000 }, () => {
  it('searches near a ZIP code: the field refuses letters, distance waits for a ZIP', async () => {
    const { user, router } = renderRoute('/colleges');
    await table();
    expect(screen.getByLabelText('Distance')).toBeDisabled();
    const zip = screen.getByLabelText('Near ZIP code');
    await user.type(zip, '02a');
    expect(await screen.findByText(/A ZIP code is 5 digits, no letters or spaces\. Not sent: the search is not limited by ZIP code\./)).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    await user.clear(zip);
    await user.type(zip, '02139{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?zip=02139'));
    await user.selectOptions(screen.getByLabelText('Distance'), '10');
    await waitFor(() => expect(router.state.location.search).toBe('?zip=02139&distance=10'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('distance')).toBe('10mi'));
    expect(calls.at(-1)?.searchParams.get('zip')).toBe('02139');
    expect(calls.some((call) => call.searchParams.get('zip')?.includes('a'))).toBe(false);
    expect(await within(await table()).findByRole('link', { name: 'Harvard University' })).toBeInTheDocument();
  });

  it('explains a range the API would reject at the field and sends nothing for it', async () => {
    const { user, router } = renderRoute('/colleges');
    await table();
    const before = calls.length;
    const admission = screen.getByRole('group', { name: 'Admission rate (%)' });
    await user.type(within(admission).getByLabelText('Min'), '60');
    await user.type(within(admission).getByLabelText('Max'), '20');
    await user.tab();
    expect(await screen.findByText('The minimum is above the maximum. Not sent.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(router.state.location.search).toBe('');
    expect(calls.length).toBe(before);
  });

  it('shows active filters as chips that remove one by one or all at once', async () => {
    const { user, router } = renderRoute('/colleges?degree=bachelor&cost=..20000&program=1107&state=TX');
    await table();
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText('Net price: up to $20,000')).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('latest.programs.cip_4_digit.code')).toBe('1107');
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Net price: up to $20,000' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=TX&degree=bachelor&program=1107'));
    expect(document.activeElement).toHaveAccessibleName('Remove filter: Field: Computer Science (1107)');
    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });
});
