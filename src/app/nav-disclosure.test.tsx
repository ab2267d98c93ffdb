import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route.tsx';
import { currentSection } from './nav-disclosure.tsx';

const links = [
  { to: '/', label: 'Overview' },
  { to: '/colleges', label: 'Colleges' },
  { to: '/countries', label: 'Countries' },
];

describe('currentSection', () => {
  it('names the section a path belongs to, the overview only for itself', () => {
    expect(currentSection(links, '/')?.label).toBe('Overview');
    expect(currentSection(links, '/colleges')?.label).toBe('Colleges');
    expect(currentSection(links, '/colleges/110635')?.label).toBe('Colleges');
    expect(currentSection(links, '/countries/console')?.label).toBe('Countries');
    expect(currentSection(links, '/collegesque')).toBeUndefined();
    expect(currentSection(links, '/no/such/page')).toBeUndefined();
  });
});

describe('the phone menu', () => {
  it('opens and closes by keyboard, Escape returning focus to the button, and closes when a link is followed', async () => {
    const { user, router } = renderRoute('/settings');
    const button = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Services' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', nav.id);

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'Overview' }));
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(nav).getByRole('link', { name: 'Coffee' }));
    // The navigation is a transition: it commits once the coffee page's code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/coffee'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends focus to the new page heading and announces it when a link is chosen, and a tap outside closes the menu', async () => {
    const { user, router } = renderRoute('/settings');
    const button = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Services' });
    await user.click(button);
    await user.click(within(nav).getByRole('link', { name: 'Coffee' }));
    // The navigation is a transition: it commits once the coffee page's code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/coffee'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Coffee' }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Coffee page')).toHaveAttribute('aria-live', 'polite');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(heading);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // A tap inside the menu leaves it open.
    await user.click(button);
    await user.click(nav);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
