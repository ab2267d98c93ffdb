import { screen, waitFor } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { countriesQueries } from './api/queries.ts';
import { POPULATION_NOTE_ID } from './components/population-note.tsx';

/** Holds the schema check until release() is called; the list query answers at once. */
function holdSchemaCheck() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Returning nothing falls through to the default handler once the gate opens.
  server.use(graphql.query('CountryFields', async () => void (await gate)));
  return release;
}

describe('/countries while loading', { timeout: 20_000 }, () => {
  it('shows the list with the population note in place, once the schema check has answered', async () => {
    const release = holdSchemaCheck();
    const { queryClient } = renderRoute('/countries');
    const listAnswered = () => queryClient.getQueryCache().findAll({ queryKey: countriesQueries.lists() }).some((query) => query.state.data !== undefined);
    await waitFor(() => expect(listAnswered()).toBe(true), { timeout: 5000 });
    // The list is in, but the note's question is not: the table skeleton keeps its place.
    expect(await screen.findByText('Loading countries…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    release();
    const table = await screen.findByRole('table');
    const note = document.getElementById(POPULATION_NOTE_ID);
    expect(note).toHaveTextContent(/Population is unavailable from this source/);
    // Above the table, in the results, and the Population column's description.
    expect(note!.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Population/ })).toHaveAccessibleDescription(/Population is unavailable from this source/);
    expect(screen.queryByText('Loading countries…')).not.toBeInTheDocument();
  });

  it('shows the country with its note once the schema check has answered', async () => {
    const release = holdSchemaCheck();
    renderRoute('/countries/FR');
    expect(await screen.findByText('Loading the country…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(document.getElementById(POPULATION_NOTE_ID)).toHaveTextContent(/Population is unavailable from this source/);
    expect(screen.queryByText('Loading the country…')).not.toBeInTheDocument();
  });
});
