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
const lastCall = () => calls.at(-1)?.searchParams;
const table = () => screen.findByRole('table', { name: 'Colleges' }, { timeout: 5000 });

describe('/colleges', { timeout: 20_000 }, () => {
  it('shows formatted rows, the total, the page count and dashes for missing values', async () => {
    const { router } = renderRoute('/colleges');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(screen.getByText('63 schools · showing 1–20')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    const phoenix = within(rows[1] as HTMLElement);
    expect(phoenix.getByRole('link', { name: 'University of Phoenix-Arizona' })).toHaveAttribute('href', '/colleges/484473');
    expect(phoenix.getByText('71,244')).toBeInTheDocument();
    expect(phoenix.getAllByText('Not reported').length).toBeGreaterThan(0);
    expect(lastCall()?.get('fields')?.split(',').slice(0, 5)).toEqual(['id', 'school.name', 'school.city', 'school.state', 'latest.student.size']);
    expect(lastCall()?.get('school.operating')).toBe('1');
    expect(lastCall()?.get('page')).toBe('0');
    expect(router.state.location.search).toBe('');
  });

  it('never links a javascript: website', async () => {
    renderRoute('/colleges?name=open east');
    await table();
    expect(screen.getByRole('link', { name: /Open East University/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /alert|javascript/ })).not.toBeInTheDocument();
  });

  it('links schemeless websites over https in a new tab', async () => {
    renderRoute('/colleges?name=austin');
    await table();
    const link = screen.getByRole('link', { name: /utexas\.edu/ });
    expect(link).toHaveAttribute('href', 'https://www.utexas.edu/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('debounces the name search into one request and keeps it in the URL', async () => {
    const { user, router } = renderRoute('/colleges');
    await table();
    const before = calls.length;
    await user.type(screen.getByLabelText('School name'), 'berk');
    await waitFor(() => expect(router.state.location.search).toBe('?name=berk'), { timeout: 8000 });
    expect(await screen.findByRole('link', { name: 'University of California-Berkeley' }, { timeout: 8000 })).toBeInTheDocument();
    expect(calls.length - before).toBe(1);
    expect(lastCall()?.get('school.name')).toBe('berk');
  });

  it('follows the URL: the Colleges link empties the name box, even mid-typing, and nothing is sent later', async () => {
    const { user, router } = renderRoute('/colleges?name=texas&state=TX');
    await table();
    const box = screen.getByLabelText('School name');
    expect(box).toHaveValue('texas');
    const services = screen.getByRole('navigation', { name: 'Services' });
    await user.click(within(services).getByRole('link', { name: 'Colleges' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(box).toHaveValue('');
    expect(screen.getByLabelText('State')).toHaveDisplayValue('All states');
    await user.type(box, 'berk');
    await user.click(within(services).getByRole('link', { name: 'Colleges' }));
    expect(box).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(router.state.location.search).toBe('');
    expect(lastCall()?.has('school.name')).toBe(false);
  });

  it('says which name words the API ignores', async () => {
    const { user } = renderRoute('/colleges');
    await table();
    await user.type(screen.getByLabelText('School name'), 'Texas A & M');
    expect(screen.getByText(/Ignored: “A”, “&”, “M”/)).toHaveTextContent('so this searches for “Texas”');
    await waitFor(() => expect(lastCall()?.get('school.name')).toBe('Texas'));
  });

  it('filters by state, ownership and size, resetting to the first page', async () => {
    const { user, router } = renderRoute('/colleges?page=1');
    await table();
    await user.selectOptions(screen.getByLabelText('State'), 'MA');
    await user.selectOptions(screen.getByLabelText('Ownership'), '2');
    await user.selectOptions(screen.getByLabelText('Students'), '..1999');
    await waitFor(() => expect(lastCall()?.get('latest.student.size__range')).toBe('..1999'));
    expect(lastCall()?.get('school.state')).toBe('MA');
    expect(lastCall()?.get('school.ownership')).toBe('2');
    expect(lastCall()?.get('page')).toBe('0');
    expect(router.state.location.search).toBe('?state=MA&ownership=2&size=..1999');
    expect(await screen.findByText('No schools match.')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Include schools that have closed/));
    await waitFor(() => expect(lastCall()?.has('school.operating')).toBe(false));
  });

  it('sorts through the API from the column headers', async () => {
    const { user, router } = renderRoute('/colleges');
    await table();
    expect(screen.getByRole('columnheader', { name: /Students/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(lastCall()?.get('sort')).toBe('school.name:asc'));
    expect(router.state.location.search).toBe('?sort=school.name%3Aasc');
    // As a person would: the second click follows the header showing the first.
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(lastCall()?.get('sort')).toBe('school.name:desc'));
    expect(await screen.findByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages with zero-based pages and per_page, and back/forward restore the view', async () => {
    const { user, router } = renderRoute('/colleges');
    await table();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastCall()?.get('page')).toBe('1'));
    expect(await screen.findByText('Page 2 of 4')).toBeInTheDocument();
    expect(await screen.findByText(/showing 21–40/, {}, { timeout: 8000 })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=50'));
    await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeInTheDocument());
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByText('Page 2 of 4')).toBeInTheDocument());
  });

  it('chooses columns, which drives fields', async () => {
    const { user, router } = renderRoute('/colleges');
    await table();
    await user.click(screen.getByText(/Columns \(4 of 5 extra\)/));
    await user.click(screen.getByLabelText('Website'));
    await user.click(screen.getByLabelText('Out-of-state tuition'));
    await waitFor(() => expect(lastCall()?.get('fields')).toContain('latest.cost.tuition.out_of_state'));
    expect(lastCall()?.get('fields')).not.toContain('school.school_url');
    expect(router.state.location.search).toContain('fields=');
    expect(screen.queryByRole('columnheader', { name: 'Website' })).not.toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /Out-of-state tuition/ })).toBeInTheDocument();
  });
});
