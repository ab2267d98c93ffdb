import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sameAddress } from '../lib/address.ts';
import type { Token } from '../lib/tokens.ts';
import { TokenField } from './token-field.tsx';

const TOKENS: Token[] = [
  { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { chainId: 1, address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', symbol: 'USDT', name: 'Tether USD', decimals: 6 },
];

function Field() {
  const [value, setValue] = useState('');
  const token = TOKENS.find((candidate) => sameAddress(candidate.address, value));
  return <TokenField label="Buy token" value={value} tokens={TOKENS} token={token} onChange={setValue} />;
}

describe('token suggestions', { timeout: 20_000 }, () => {
  it('choosing one by keyboard closes the list and leaves focus in the token field, not on <body>', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const field = screen.getByRole('textbox', { name: 'Buy token' });
    await user.type(field, 'usd');
    const list = screen.getByRole('list', { name: /Tokens matching/ });
    within(list).getByRole('button', { name: /USDT/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: /Tokens matching/ })).not.toBeInTheDocument();
    expect(field).toHaveValue('USDT');
    await waitFor(() => expect(field).toHaveFocus());
  });
});
