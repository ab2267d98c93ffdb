import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';

describe('countries overview card', { timeout: 20_000 }, () => {
  it('counts the countries with a plain query', async () => {
    renderRoute('/');
    expect(await screen.findByText('25 countries available.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('explains GraphQL errors in a 200', async () => {
    server.use(graphql.query('CountryCount', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })));
    renderRoute('/');
    expect(await screen.findByText('Countries reported an error', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
