import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSettings } from '../../shared/config/settings-store.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { replaceUntilTestEnds } from '../../testing/replace-until-test-ends.ts';

/** Where this browser keeps the saved settings: a saved copy is read back under this key, so it never changes. */
const SETTINGS_STORAGE_KEY = 'dashboard.settings.v1';

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save settings' });

async function openSettings() {
  const view = renderRoute('/settings');
  await screen.findByLabelText('Colleges base URL', {}, { timeout: 8000 });
  return view;
}

afterEach(() => {
  document.head.querySelector('meta[http-equiv="Content-Security-Policy"]')?.remove();
  // jsdom has no scrollIntoView; one test adds it.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('/settings tells the user where the problem is', { timeout: 20_000 }, () => {
  it('a failed save focuses and scrolls to the first invalid field and names every invalid field', async () => {
    const scrolled: Element[] = [];
    replaceUntilTestEnds(
      Element.prototype,
      'scrollIntoView',
      vi.fn(function (this: Element) {
        scrolled.push(this);
      }),
    );
    const { user } = await openSettings();
    await user.type(field('Colleges base URL'), 'colleges.example.org');
    await user.type(field('Swap quote refresh (seconds)'), '2');
    await user.click(save());

    expect(field('Colleges base URL')).toHaveFocus();
    expect(scrolled.at(-1)).toBe(field('Colleges base URL'));
    const status = screen.getByText(/^Not saved:/);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(status).toHaveTextContent('Not saved: 2 fields need correcting: Colleges base URL, Swap quote refresh (seconds).');
    expect(stored()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Swap quote refresh (seconds)' }));
    expect(field('Swap quote refresh (seconds)')).toHaveFocus();
    expect(field('Swap quote refresh (seconds)')).toHaveAccessibleDescription(/At least 5 s/);

    await user.clear(field('Colleges base URL'));
    await user.click(save());
    expect(field('Swap quote refresh (seconds)')).toHaveFocus();
    expect(screen.getByText(/^Not saved:/)).toHaveTextContent('Not saved: 1 field needs correcting: Swap quote refresh (seconds).');
  });

  it('an empty field means its default, numbers included', async () => {
    saveSettings({ baseUrls: {}, values: { swapRefreshSeconds: 20, uploadMaxMb: 50 } });
    const { user } = await openSettings();
    expect(field('Swap quote refresh (seconds)')).toHaveValue('20');
    await user.clear(field('Swap quote refresh (seconds)'));
    await user.clear(field('Upload size limit (MB)'));
    await user.click(save());
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(field('Swap quote refresh (seconds)')).not.toHaveAccessibleDescription(/At least/);
    expect(stored()).not.toHaveProperty('swapRefreshSeconds');
    expect(stored()).not.toHaveProperty('uploadMaxMb');
  });

  it('refuses a URL with whitespace inside, a space in the host included', async () => {
    const { user } = await openSettings();
    await user.type(field('Jobs base URL'), 'https://exa mple.com');
    await user.type(field('Countries base URL'), 'https://countries.example.org/a\tb');
    await user.click(save());
    expect(field('Jobs base URL')).toHaveAccessibleDescription('A URL has no spaces');
    expect(field('Countries base URL')).toHaveAccessibleDescription('A URL has no spaces');
    expect(stored()).toBeNull();
  });

  it('warns about the Content-Security-Policy only for a URL that is otherwise valid', async () => {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "default-src 'self'; connect-src 'self' https://www.arbeitnow.com";
    document.head.append(meta);
    const { user } = await openSettings();
    const jobs = field('Jobs base URL');
    await user.type(jobs, 'javascript:alert(1)');
    expect(jobs).not.toHaveAccessibleDescription(/Content-Security-Policy/);
    await user.clear(jobs);
    await user.type(jobs, 'https://exa mple.com');
    expect(jobs).not.toHaveAccessibleDescription(/Content-Security-Policy/);
    await user.clear(jobs);
    await user.type(jobs, 'https://jobs.example.org');
    expect(jobs).toHaveAccessibleDescription(/Content-Security-Policy does not list that origin/);
    await user.clear(jobs);
    await user.type(jobs, 'https://www.arbeitnow.com/');
    expect(jobs).not.toHaveAccessibleDescription(/Content-Security-Policy/);
  });

  it('"Reset to defaults" can be undone, saved overrides and keys included', async () => {
    saveSettings({ baseUrls: { jobs: 'https://jobs.example.org' }, values: { swapApiKey: 'my-0x-key' } });
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(field('Jobs base URL')).toHaveValue('');
    expect(stored()).toBeNull();
    expect(screen.getByText('Restored the build-time defaults.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(field('Jobs base URL')).toHaveValue('https://jobs.example.org');
    expect(field('Personal 0x API key')).toHaveValue('my-0x-key');
    expect(stored()).toMatchObject({ baseUrls: { jobs: 'https://jobs.example.org' }, swapApiKey: 'my-0x-key' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset to defaults' })).toHaveFocus());
  });
});
