import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

describe('/countries history', () => {
  it('pushes a continent choice and replaces typed search, so Back undoes the choice and the typing with it', async () => {
    const { user, router } = renderRoute('/countries');
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Continent' }), 'EU');
    await waitFor(() => expect(router.state.location.search).toBe('?continent=EU'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fr');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('fr'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Continent' })).toHaveValue('');
  }, 20_000);
});
