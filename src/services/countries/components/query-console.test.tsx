import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw/node.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

async function openConsole() {
  const view = renderRoute('/countries/console');
  const query = await screen.findByRole('textbox', { name: 'Query' }, { timeout: 5000 });
  await screen.findByText(/Checked against the server’s schema/, {}, { timeout: 5000 });
  return { ...view, query };
}

describe('query console', { timeout: 20_000 }, () => {
  it('runs a query and shows the JSON reply', async () => {
    const { user, query } = await openConsole();
    await user.clear(query);
    query.focus();
    await user.paste('{ country(code: "FR") { name capital } }');
    await user.click(screen.getByRole('button', { name: 'Run query' }));
    const result = await screen.findByRole('region', { name: 'Result JSON' });
    expect(JSON.parse(result.textContent!)).toEqual({ data: { country: { name: 'France', capital: 'Paris' } } });
  });

  it('reports a query the schema rejects without sending it', async () => {
    const { user, query } = await openConsole();
    const sent: string[] = [];
    server.events.on('request:start', async ({ request }) => sent.push(await request.clone().text()));
    await user.clear(query);
    query.focus();
    await user.paste('{ countries { population } }');
    await user.click(screen.getByRole('button', { name: 'Run query' }));
    expect(await screen.findByText(/schema rejects this query \(not sent\)/)).toBeInTheDocument();
    expect(screen.getByText(/Cannot query field "population" on type "Country"/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    server.events.removeAllListeners();
  });

  it('reports a syntax error and bad variables locally', async () => {
    const { user, query } = await openConsole();
    await user.clear(query);
    query.focus();
    await user.paste('{ countries {{ ');
    await user.click(screen.getByRole('button', { name: 'Run query' }));
    expect(await screen.findByText(/cannot be read \(not sent\)/)).toBeInTheDocument();
    expect(screen.getByText(/Syntax Error/)).toBeInTheDocument();
  });

  it('shows the server’s errors for a query that fails while executing', async () => {
    const { user, query } = await openConsole();
    await user.clear(query);
    query.focus();
    await user.paste('{ country(code: "GB") { name(lang: "xx") } }');
    await user.click(screen.getByRole('button', { name: 'Run query' }));
    expect(await screen.findByText('Partial data with errors')).toBeInTheDocument();
    const json = JSON.parse((await screen.findByRole('region', { name: 'Result JSON' })).textContent!) as { errors: { message: string }[] };
    expect(json.errors[0]!.message).toBe('Invalid input');
  });
});
