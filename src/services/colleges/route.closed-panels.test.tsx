import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

const onPhone = () => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/colleges: closed panels', { timeout: 20_000 }, () => {
  it('on a phone, builds the closed filter panel only when it is opened, then keeps what was typed while it is closed', async () => {
    onPhone();
    const { user } = renderRoute('/colleges?state=CA&degree=bachelor');
    await screen.findByRole('table', { name: 'Colleges' }, { timeout: 8000 });
    const toggle = screen.getByRole('button', { name: 'Filters (2 active)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('State')).toBeNull();
    // The filters in force stay in view as chips while the panel is closed.
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter: State: California' })).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByLabelText('State')).toHaveValue('CA');
    await user.type(screen.getByLabelText('Near ZIP code'), '9720');
    await user.click(toggle);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByLabelText('Near ZIP code')).toHaveValue('9720');
  });

  it('builds the column boxes when the list first opens; ticks made there survive closing it', async () => {
    const { user, router } = renderRoute('/colleges?state=NY');
    await screen.findByRole('table', { name: 'Colleges' }, { timeout: 8000 });
    const summary = screen.getByText(/^Columns \(4 of 5 extra\)/);
    expect(screen.queryByRole('checkbox', { name: 'Admission rate' })).toBeNull();
    await user.click(summary);
    await user.click(screen.getByRole('checkbox', { name: 'Admission rate' }));
    await user.click(summary);
    expect(screen.getByText(/^Columns \(3 of 5 extra\)/)).toBeInTheDocument();
    await user.click(summary);
    expect(screen.getByRole('checkbox', { name: 'Admission rate' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Website' })).toBeChecked();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('fields')).not.toContain('latest.admissions.admission_rate.overall'));
  });
});
