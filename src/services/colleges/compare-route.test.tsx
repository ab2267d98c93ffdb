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
  localStorage.clear();
});

const comparison = () => screen.findByRole('table', { name: /Schools compared side by side/ }, { timeout: 5000 });
const columnNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => within(cell).getByRole('link').textContent);
const rowCells = (table: HTMLElement, measure: string) =>
  within(
    within(table)
      .getByRole('rowheader', { name: new RegExp(`^${measure}`) })
      .closest('tr') as HTMLElement,
  )
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/colleges/compare', { timeout: 20_000 }, () => {
  it('loads every school in ONE request, marks the best values and keeps order from the URL', async () => {
    renderRoute('/colleges/compare?ids=166683,228778,110635');
    const table = await comparison();
    const mine = calls.filter((call) => call.searchParams.get('id') === '110635,166683,228778');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.searchParams.get('fields')).toContain('latest.cost.net_price.public.by_income_level.0-30000');
    expect(columnNames(table)).toEqual(['Massachusetts Institute of Technology', 'The University of Texas at Austin', 'University of California-Berkeley']);
    expect(screen.getByText('3 schools side by side, from 1 request to the College Scorecard.')).toBeInTheDocument();
    // Measures are rows, the ones people decide by first; UT Austin has the lowest in-state tuition.
    const groups = within(table)
      .getAllByRole('rowheader')
      .filter((cell) => cell.getAttribute('scope') === 'rowgroup')
      .map((cell) => cell.textContent);
    expect(groups).toEqual(['What people decide by', 'Net price by family income', 'Cost and debt', 'The school']);
    expect(rowCells(table, 'In-state tuition')[1]).toMatch(/^\$10,824Best/);
    expect(rowCells(table, 'In-state tuition')[0]).not.toMatch(/Best/);
  });

  it('fills an empty tray from a shared link', async () => {
    renderRoute('/colleges/compare?ids=166683,228778');
    await comparison();
    expect(await screen.findByRole('heading', { name: 'Compare tray: 2 of 10' }, { timeout: 5000 })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('dashboard.colleges.compare.v1') ?? '[]')).toEqual([
      { id: 166683, name: 'Massachusetts Institute of Technology' },
      { id: 228778, name: 'The University of Texas at Austin' },
    ]);
  });

  it('compares one field of study across the schools with program=, a suppressed figure written as such', async () => {
    const { user, router } = renderRoute('/colleges/compare?ids=166683,228778&program=1107');
    const table = await comparison();
    const mine = calls.filter(
      (call) => call.searchParams.get('id') === '166683,228778' && call.searchParams.get('fields')?.includes('latest.programs.cip_4_digit'),
    );
    expect(mine).toHaveLength(1);
    // Every program comes: a program filter would drop the schools that do not offer it.
    expect(mine[0]?.searchParams.has('latest.programs.cip_4_digit.code')).toBe(false);
    expect(within(table).getByRole('rowheader', { name: 'Field of study: Computer Science' })).toBeInTheDocument();
    expect(rowCells(table, 'Median earnings \\(4 yrs')).toEqual(['$151,800Best (highest)', '$76,600']);
    expect(rowCells(table, 'Median debt \\(this field')).toEqual(['$18,850', 'not published']);
    await user.selectOptions(screen.getByLabelText('Compare a field of study'), 'Psychology');
    await waitFor(() => expect(router.state.location.search).toBe('?ids=166683,228778&program=4201'));
    expect(await within(await comparison()).findByRole('rowheader', { name: 'Field of study: Psychology' })).toBeInTheDocument();
  });

  it('names unknown ids and explains bad entries without sending them', async () => {
    renderRoute('/colleges/compare?ids=110635,166683,123456,abc,110635');
    expect(await screen.findByText('2 of 3 schools found; 123456 is not a Scorecard id.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/“abc” is not a Scorecard id/)).toBeInTheDocument();
    expect(screen.getByText('Listed more than once, compared once: 110635.')).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('id')).toBe('110635,123456,166683');
  });

  it('reorders and removes through the URL without another request', async () => {
    const { user, router } = renderRoute('/colleges/compare?ids=166683,228778');
    const table = await comparison();
    await user.click(within(table).getByRole('button', { name: 'Move The University of Texas at Austin earlier' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ids=228778,166683'));
    expect(columnNames(await comparison())).toEqual(['The University of Texas at Austin', 'Massachusetts Institute of Technology']);
    await user.click(screen.getByRole('button', { name: 'Remove Massachusetts Institute of Technology from this comparison' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ids=228778'));
    expect(columnNames(await comparison())).toEqual(['The University of Texas at Austin']);
    // Other tests' comparisons may still be settling in the background: count this one's ids only.
    const mine = calls.map((call) => call.searchParams.get('id')).filter((id) => id === '166683,228778' || id === '228778');
    expect(mine).toEqual(['166683,228778']);
  });
});

describe('compare tray', { timeout: 20_000 }, () => {
  it('adds from the list, counts on every colleges page, removes with Undo', async () => {
    const { user, router } = renderRoute('/colleges?name=austin&program=1107');
    await user.click(await screen.findByRole('checkbox', { name: 'Compare The University of Texas at Austin' }, { timeout: 5000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Austin Community College District' }));
    expect(screen.getByRole('heading', { name: 'Compare tray: 2 of 10' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('dashboard.colleges.compare.v1') ?? '[]')).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: 'Compare 2 schools' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/colleges/compare'));
    // The search's field of study goes with the link.
    expect(router.state.location.search).toBe('?ids=228778,227368&program=1107');
    await comparison();
    expect(screen.getByRole('heading', { name: 'Compare tray: 2 of 10' })).toBeInTheDocument();
    // The comparison of exactly the tray's schools offers no link back to itself.
    expect(screen.queryByRole('link', { name: /^Compare \d+ school/ })).toBeNull();
    expect(screen.getByText('These are the schools compared on this page.')).toBeInTheDocument();

    await user.click(screen.getByText('Show or remove schools'));
    await user.click(screen.getByRole('button', { name: 'Remove The University of Texas at Austin from the compare tray' }));
    expect(screen.getByRole('heading', { name: 'Compare tray: 1 of 10' })).toBeInTheDocument();
    // A tray that differs from the page's schools links to its own comparison.
    expect(screen.getByRole('link', { name: 'Compare 1 school' })).toBeInTheDocument();
    expect(screen.getByText('Removed The University of Texas at Austin from the compare tray.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('heading', { name: 'Compare tray: 2 of 10' })).toBeInTheDocument();
  });
});
