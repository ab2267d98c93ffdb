import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

/** A typed name reaches the URL 600 ms after the last key. */
const NAME_DEBOUNCE_MS = 600;

const table = () => screen.findByRole('table', { name: 'Colleges' }, { timeout: 8000 });
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, NAME_DEBOUNCE_MS + 150)));

describe('/colleges history', { timeout: 30_000 }, () => {
  it('a name typed with pauses adds no history entry, a select pushes one, and Back shows the view before both', async () => {
    const { user, router, history } = renderRoute('/colleges');
    await table();
    await user.selectOptions(screen.getByLabelText('Ownership'), '2');
    await waitFor(() => expect(router.state.location.search).toBe('?ownership=2'));
    // The choice pushed an entry.
    expect(history.index).toBe(1);

    const box = screen.getByLabelText('School name');
    for (const part of ['saint', ' olaf', ' coll']) {
      await user.type(box, part);
      await pause();
    }
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('name')).toBe('saint olaf coll'));
    // Three pauses in typing wrote the URL three times: each replaced the entry.
    expect(history.index).toBe(1);

    await act(async () => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('School name')).toHaveValue('');
    expect(screen.getByLabelText('Ownership')).toHaveValue('');
  });

  it('Back undoes a choice made after typing, and keeps the text typed before it', async () => {
    const { user, router, history } = renderRoute('/colleges?state=WA');
    await table();
    await user.type(screen.getByLabelText('School name'), 'whitman');
    await pause();
    await waitFor(() => expect(router.state.location.search).toBe('?name=whitman&state=WA'));
    expect(history.index).toBe(0);
    await user.selectOptions(screen.getByLabelText('Students'), '..1999');
    await waitFor(() => expect(router.state.location.search).toContain('size='));
    expect(history.index).toBe(1);
    await act(async () => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?name=whitman&state=WA'));
    expect(screen.getByLabelText('Students')).toHaveValue('');
    expect(screen.getByLabelText('School name')).toHaveValue('whitman');
  });
});
