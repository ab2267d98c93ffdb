import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NATIVE_TOKEN, sameAddress } from '../lib/address.ts';
import type { Token } from '../lib/tokens.ts';
import { describeComboboxKeyboard } from '../../../testing/combobox-keyboard.ts';
import { TokenCombobox } from './token-combobox.tsx';

const ETH: Token = { chainId: 1, address: NATIVE_TOKEN, symbol: 'ETH', name: 'Ether', decimals: 18, native: true };
const AAVE: Token = { chainId: 1, address: '0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9', symbol: 'AAVE', name: 'Aave', decimals: 18 };
const USDC: Token = { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', name: 'USD Coin', decimals: 6 };
const USDT: Token = { chainId: 1, address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', symbol: 'USDT', name: 'Tether USD', decimals: 6 };
const UNI: Token = { chainId: 1, address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', symbol: 'UNI', name: 'Uniswap', decimals: 18 };
const TOKENS = [ETH, AAVE, UNI, USDC, USDT];

function Field({ onPick = () => {}, recent = [] as Token[] }: { onPick?: (token: Token) => void; recent?: Token[] }) {
  const [value, setValue] = useState(USDC.address);
  const token = TOKENS.find((candidate) => sameAddress(candidate.address, value));
  return (
    <>
      <TokenCombobox label="Buy token" value={value} tokens={TOKENS} token={token} recent={recent} onChange={setValue} onPick={onPick} />
      <output aria-label="form value">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Buy token' });
const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
/** Each option's symbol (the logo's initials are decorative). */
const symbols = () => options().map((option) => option.querySelector('.font-semibold')?.textContent);
const formValue = () => screen.getByRole('status', { name: 'form value' }).textContent;

describe('token combobox', { timeout: 20_000 }, () => {
  it('opens on focus with popular tokens first, then recently used', async () => {
    const user = userEvent.setup();
    render(<Field recent={[UNI]} />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('USDC');
    await user.click(field());
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(symbols()).toEqual(['ETH', 'USDC', 'USDT', 'UNI', 'AAVE']);
  });

  it('filters by symbol, name or address prefix as you type', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(field());
    await user.keyboard('tether');
    expect(symbols()).toEqual(['USDT']);
    expect(options()[0]).toHaveTextContent(/Tether USD0xdAC1…1ec7$/);
    await user.clear(field());
    await user.keyboard('0x1f98');
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('UNI');
    await user.clear(field());
    await user.keyboard('zzz');
    expect(options()).toHaveLength(0);
    expect(screen.getByText(/No token matches: paste the full address/)).toBeInTheDocument();
  });

  it('moves with the arrow keys, chooses with Enter and keeps focus in the field', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Field onPick={onPick} />);
    await user.click(field());
    await user.keyboard('us');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    await user.keyboard('{Enter}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('USDT');
    expect(field()).toHaveFocus();
    expect(formValue()).toBe(USDT.address);
    expect(onPick).toHaveBeenCalledWith(USDT);
  });

  it('Escape closes the list and restores the chosen token', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(field());
    await user.keyboard('aav');
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('USDC');
    expect(formValue()).toBe(USDC.address);
  });

  it('accepts a pasted address that is not in the list as a custom token, after its checksum holds', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(field());
    await user.clear(field());
    await user.paste('0x6B175474E89094C44Da98b954EedeAC495271d0f');
    expect(screen.getByText(/checksum .* is wrong/)).toBeInTheDocument();
    expect(options()).toHaveLength(0);
    await user.clear(field());
    await user.paste('0x6B175474E89094C44Da98b954EedeAC495271d0F');
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('Use as a custom token — check the address');
    await user.keyboard('{Enter}');
    expect(formValue()).toBe('0x6B175474E89094C44Da98b954EedeAC495271d0F');
    expect(field()).toHaveFocus();
  });

  it('a finished symbol typed without choosing counts when the field is left', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(field());
    await user.keyboard('aave');
    await user.tab();
    expect(formValue()).toBe(AAVE.address);
    expect(field()).toHaveValue('AAVE');
  });
});

let picked: Token | undefined;
describeComboboxKeyboard('the token picker', {
  render: () => {
    picked = undefined;
    render(<Field onPick={(token) => (picked = token)} />);
  },
  input: field,
  query: 'u',
  selection: 'automatic',
  optionName: (option) => option.querySelector('.font-semibold')?.textContent ?? '',
  chosen: () => picked?.symbol,
});
