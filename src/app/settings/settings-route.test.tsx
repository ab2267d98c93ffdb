import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpointFor } from '../../shared/config/endpoints.ts';
import { renderRoute } from '../../testing/render-route.tsx';

/** Where this browser keeps the saved settings: a saved copy is read back under this key, so it never changes. */
const SETTINGS_STORAGE_KEY = 'dashboard.settings.v1';

describe('/settings', () => {
  it('refuses non-http URLs and bad numbers with messages at the fields, saving nothing', async () => {
    const { user } = renderRoute('/settings');
    await user.type(await screen.findByLabelText('Jobs base URL'), 'javascript:alert(1)');
    await user.clear(screen.getByLabelText('Swap quote refresh (seconds)'));
    await user.type(screen.getByLabelText('Swap quote refresh (seconds)'), '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('Jobs base URL')).toHaveAccessibleDescription(/Enter a full http:\/\/ or https:\/\/ address/);
    expect(screen.getByLabelText('Swap quote refresh (seconds)')).toHaveAccessibleDescription(/At least 5 s/);
    expect(screen.getByText(/^Not saved:/)).toHaveTextContent('Not saved: 2 fields need correcting: Jobs base URL, Swap quote refresh (seconds).');
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it('saves overrides that the app then uses, and resets to the defaults', async () => {
    const { user } = renderRoute('/settings');
    await user.type(await screen.findByLabelText('Jobs base URL'), 'https://jobs.example.org/');
    await user.type(screen.getByLabelText('Personal 0x API key'), 'my-0x-key');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Saved/)).toBeInTheDocument();
    expect(endpointFor('jobs')).toEqual({ id: 'jobs', base: 'https://jobs.example.org', viaProxy: false, upstream: 'https://jobs.example.org' });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ swapApiKey: 'my-0x-key' });
    // The swap endpoint carries the personal key the upstream descriptor's key setting names.
    expect(endpointFor('swap').key).toBe('my-0x-key');

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(screen.getByLabelText('Jobs base URL')).toHaveValue('');
    expect(endpointFor('jobs').base).toBe('https://www.arbeitnow.com');
    expect(endpointFor('swap')).toMatchObject({ viaProxy: true, upstream: 'https://api.0x.org' });
    expect(endpointFor('swap').key).toBeUndefined();
  });
});
