import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { countriesGraphqlHandler } from './fake/mocks.ts';

/** The page's heading once the country is drawn (its body follows the heading by one deferred render). */
async function heading(name: string | RegExp) {
  const found = await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText('Loading the country…')).not.toBeInTheDocument());
  return found;
}

describe('/countries/:code', { timeout: 20_000 }, () => {
  it('upper-cases a lower-case code and shows the country', async () => {
    const { router } = renderRoute('/countries/gb');
    expect(await heading('United Kingdom (GB)')).toBeInTheDocument();
    // The test router learns the location in an effect, which may run just after the heading shows.
    await waitFor(() => expect(router.state.location.pathname).toBe('/countries/GB'));
    const subdivisions = screen.getByRole('heading', { name: 'Subdivisions (4)' }).closest('section')!;
    expect(within(subdivisions).getByText(/Scotland/)).toBeInTheDocument();
  });

  it('says once that population is unavailable, with no empty Population row', async () => {
    renderRoute('/countries/FR');
    await heading('France (FR)');
    expect(screen.getAllByText(/Population is unavailable from this source/)).toHaveLength(1);
    expect(screen.getByText('Capital')).toBeInTheDocument();
    expect(screen.queryByText('Population')).not.toBeInTheDocument();
    expect(screen.queryByText(/unavailable from this source$/)).not.toBeInTheDocument();
  });

  it('marks right-to-left languages and lists states and calling codes', async () => {
    renderRoute('/countries/SA');
    await heading('Saudi Arabia (SA)');
    const arabic = screen.getByText('العربية');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('right-to-left')).toBeInTheDocument();
    expect(screen.getByText('+966')).toBeInTheDocument();
  });

  it('shows several calling codes, currencies and states', async () => {
    renderRoute('/countries/US');
    await heading('United States (US)');
    expect(screen.getByText('USD, USN, USS')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'States (8)' })).toBeInTheDocument();
  });

  it('says there is no country for an unknown code', async () => {
    renderRoute('/countries/zz');
    expect(await screen.findByText('No country with code ZZ.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows population when the server offers it', async () => {
    server.use(countriesGraphqlHandler({ withPopulation: true }));
    renderRoute('/countries/JP');
    await heading('Japan (JP)');
    expect(await screen.findByText('124,516,650')).toBeInTheDocument();
    expect(screen.getByText('Population')).toBeInTheDocument();
    expect(screen.queryByText(/Population is unavailable/)).not.toBeInTheDocument();
  });

  it('explains a GraphQL error that nulls the country', async () => {
    server.use(
      graphql.query('Country', () =>
        HttpResponse.json({
          errors: [{ message: 'Invalid input', path: ['country', 'name', 'lang'], extensions: { code: 'VALIDATION_ERROR' } }],
          data: { country: null },
        }),
      ),
    );
    renderRoute('/countries/FR');
    expect(await screen.findByText(/Partial data/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/country\.name\.lang/)).toBeInTheDocument();
  });
});

describe('/countries/:code back to the list', { timeout: 20_000 }, () => {
  it('returns to the list as the user left it: search, continent and sort kept', async () => {
    const { user, router } = renderRoute('/countries?q=bra&continent=SA&sort=code');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(within(table).getByRole('link', { name: 'Brazil' }));
    await heading('Brazil (BR)');
    expect(screen.queryByRole('link', { name: /All countries/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '← Back to the list' }));
    expect(router.state.location.pathname).toBe('/countries');
    expect(router.state.location.search).toBe('?q=bra&continent=SA&sort=code');
    expect(await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 5000 })).toHaveValue('bra');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('code');
  });
});
