import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanelHead } from './filter-panel.tsx';
import { useFilterPanel } from '../hooks/use-filter-panel.ts';

/** Each test uses its own page name: the stored choices are shared by every page of the app. */
function Filters({ page, active }: { page: string; active: number }) {
  const panel = useFilterPanel(page);
  return (
    <form>
      <FilterPanelHead panel={panel} activeCount={active}>
        <input aria-label="Search" />
      </FilterPanelHead>
      <div id={panel.id} hidden={!panel.open}>
        <input aria-label="ZIP code" />
      </div>
    </form>
  );
}

const onPhone = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width'), media: query }) as MediaQueryList);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('filter panel', () => {
  it('starts closed on a phone, counts the filters in force, and keeps what was typed while closed', async () => {
    onPhone(true);
    const user = userEvent.setup();
    render(<Filters page="phone-page" active={2} />);
    const toggle = screen.getByRole('button', { name: 'Filters (2 active)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'ZIP code' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '9720');
    await user.click(toggle);
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('9720');
  });

  it('starts open on a wider screen, and remembers the person’s choice for the next visit', async () => {
    onPhone(false);
    const user = userEvent.setup();
    const { unmount } = render(<Filters page="wide-page" active={0} />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(JSON.parse(localStorage.getItem('filter-panels') ?? '{}')).toMatchObject({ 'wide-page': false });
    unmount();
    render(<Filters page="wide-page" active={0} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });
});
