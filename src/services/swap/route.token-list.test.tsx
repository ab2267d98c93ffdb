import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

/** The bundled token list arrives only when the test opens this gate. */
const tokenListGate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
});

vi.mock('./lib/tokens.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./lib/tokens.ts')>();
  return { ...real, loadTokenList: () => tokenListGate.opened.then(real.loadTokenList) };
});

describe('/swap before the token list has loaded', { timeout: 20_000 }, () => {
  it('offers the chains 0x lists at once, holds the token fields’ places, and fills them when the list arrives', async () => {
    renderRoute('/swap');
    const chain = await screen.findByRole('combobox', { name: 'Chain' }, { timeout: 15_000 });
    expect(await screen.findByText('Chains 0x supports now', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(chain).getByRole('option', { name: 'Ethereum (1)' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Swap quote' });
    expect(within(form).getByRole('status')).toHaveTextContent('Loading the token list…');
    expect(within(form).queryByRole('combobox', { name: 'Sell token' })).not.toBeInTheDocument();

    await act(async () => tokenListGate.open());
    expect(await within(form).findByRole('combobox', { name: 'Sell token' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(form).queryByText('Loading the token list…')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Chain' })).toBe(chain);
  });
});
