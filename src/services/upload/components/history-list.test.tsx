import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryList } from './history-list.tsx';
import { resetStores } from '../../../testing/reset-stores.ts';

/** Where this browser keeps the upload history: a saved history is read back under this key, so it never changes. */
const HISTORY_STORAGE_KEY = 'dashboard.upload.history.v1';
/** Undo stays offered 8 seconds once the toast has neither the pointer nor focus. */
const UNDO_WINDOW_MS = 8000;

const entry = (id: string) => ({
  id,
  name: `${id}.txt`,
  size: 5,
  type: 'text/plain',
  uploadedAt: Date.now() - 60_000,
  expiresAt: Date.now() + 3_600_000,
  shareUrl: `https://tmpfiles.org/${id}/${id}.txt`,
});

function seed(...ids: string[]) {
  localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(ids.map(entry)));
  resetStores();
}

const storedIds = () => (JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY) ?? '[]') as { id: string }[]).map((item) => item.id);
const removeButton = (id: string) => screen.getByRole('button', { name: `Remove ${id}.txt from history` });
const undoButton = () => screen.queryByRole('button', { name: 'Undo' });

function renderHistory(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  render(<HistoryList now={Date.now()} shownAbove={new Set()} />);
  return user;
}

afterEach(() => vi.useRealTimers());

describe('upload history: deleting can be undone', { timeout: 20_000 }, () => {
  it('Clear history deletes every link at once; Undo brings them back, saved again, with focus on Clear history', async () => {
    seed('a', 'b', 'c');
    const user = renderHistory();
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.getByRole('heading', { name: 'History (0)' })).toBeInTheDocument();
    expect(storedIds()).toEqual([]);
    expect(screen.getByText('Cleared 3 links from history.')).toHaveAttribute('role', 'status');
    expect(undoButton()).toHaveFocus();

    await user.click(undoButton()!);
    expect(screen.getByRole('heading', { name: 'History (3)' })).toBeInTheDocument();
    expect(storedIds()).toEqual(['a', 'b', 'c']);
    expect(undoButton()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear history' })).toHaveFocus());
  });

  it('keeps the deletion once the undo window has passed, and waits while the toast has focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seed('a', 'b');
    const user = renderHistory({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    act(() => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS * 3);
    });
    expect(undoButton()).toHaveFocus();

    act(() => {
      undoButton()!.blur();
    });
    act(() => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS - 1000);
    });
    expect(undoButton()).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(undoButton()).not.toBeInTheDocument();
    expect(screen.queryByText('Cleared 2 links from history.')).not.toBeInTheDocument();
    expect(storedIds()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'History (0)' })).toBeInTheDocument();
  });

  it('removing one link by keyboard focuses Undo; Escape keeps the deletion and focuses the next Remove, never <body>', async () => {
    seed('a', 'b', 'c');
    const user = renderHistory();
    removeButton('b').focus();
    await user.keyboard('{Enter}');
    expect(storedIds()).toEqual(['a', 'c']);
    expect(screen.getByText('Removed b.txt from history.')).toHaveAttribute('role', 'status');
    expect(undoButton()).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(undoButton()).not.toBeInTheDocument();
    await waitFor(() => expect(removeButton('c')).toHaveFocus());
    expect(storedIds()).toEqual(['a', 'c']);

    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(removeButton('a')).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'History (0)' })).toHaveFocus());
  });

  it('Undo of one removal puts the link back in its place and focus on its Remove button', async () => {
    seed('a', 'b', 'c');
    const user = renderHistory();
    removeButton('b').focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(storedIds()).toEqual(['a', 'b', 'c']);
    const list = screen.getByRole('list', { name: 'Upload history' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['a.txt', 'b.txt', 'c.txt']);
    await waitFor(() => expect(removeButton('b')).toHaveFocus());
  });
});

describe('upload history: private shares and expiry', () => {
  it('shows a remembered private link, keeps only the name of a forgotten one, and disables copying an expired link', () => {
    const now = Date.now();
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify([
        { ...entry('kept'), encrypted: 'key', shareUrl: 'https://app.test/upload/open#v1/1/a.bin/k/AAAAAAAAAAAAAAAAAAAAAA' },
        { ...entry('forgotten'), encrypted: 'key', shareUrl: undefined },
        { ...entry('old'), expiresAt: now - 1000 },
      ]),
    );
    resetStores();
    renderHistory();
    const row = (name: string) => within(screen.getByRole('list', { name: 'Upload history' })).getByRole('listitem', { name });
    expect(within(row('kept.txt')).getByRole('button', { name: 'Copy private link' })).toBeEnabled();
    expect(within(row('forgotten.txt')).getByText(/its key was not kept/)).toBeInTheDocument();
    expect(within(row('forgotten.txt')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row('old.txt')).getByRole('button', { name: 'Copy link' })).toBeDisabled();
    expect(within(row('old.txt')).getByText(/^Expired/)).toBeInTheDocument();
  });
});
