import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaletteEntry } from '../../shared/registry/palette.ts';
import { describeComboboxKeyboard } from '../../testing/combobox-keyboard.ts';

let resolveEntries: (entries: PaletteEntry[]) => void = () => {};
vi.mock('./entries.ts', () => ({
  loadEntries: () => new Promise<PaletteEntry[]>((resolve) => (resolveEntries = resolve)),
}));

const { default: CommandPalette } = await import('./command-palette.tsx');

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('the command palette', () => {
  it('runs the best match once the entries arrive when Enter comes before them', async () => {
    const run = vi.fn();
    const onClose = vi.fn();
    const router = createMemoryRouter([{ path: '*', element: <CommandPalette onClose={onClose} /> }]);
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), 'refresh bitcoin{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(run).not.toHaveBeenCalled();

    resolveEntries([
      { id: 'go:/settings', label: 'Settings', group: 'Go to', to: '/settings' },
      { id: 'bpi:refresh', label: 'Refresh bitcoin price', group: 'Actions', run },
    ]);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });
});

let ran: string | undefined;
let closed = false;
const entry = (label: string): PaletteEntry => ({ id: `test:${label}`, label, group: 'Actions', run: () => void (ran = label) });
describeComboboxKeyboard('the command palette', {
  render: async () => {
    ran = undefined;
    closed = false;
    const router = createMemoryRouter([{ path: '*', element: <CommandPalette onClose={() => (closed = true)} /> }]);
    render(<RouterProvider router={router} />);
    await act(async () => resolveEntries(['Colleges', 'Countries', 'Coffee picture', 'Settings'].map(entry)));
  },
  input: () => screen.getByRole('combobox', { name: 'Go to a page, a saved item or an action' }),
  query: 'co',
  selection: 'automatic',
  optionName: (option) => option.firstElementChild?.textContent ?? '',
  chosen: () => ran,
  dialogClosed: () => closed,
});
