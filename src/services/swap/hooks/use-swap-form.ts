import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { NATIVE_TOKEN } from '../lib/address.ts';
import { DEFAULT_CHAIN_ID } from '../lib/chains.ts';
import type { Side, SwapForm } from '../lib/form.ts';

/** A first visit opens a ready quote: 1 ETH for USDC on Ethereum. */
const DEFAULTS: SwapForm = { chainId: String(DEFAULT_CHAIN_ID), sellToken: NATIVE_TOKEN, buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', amount: '1', side: 'sell' };
const FIELDS = ['chainId', 'sellToken', 'buyToken', 'amount', 'side'] as const;

/** The form lives in the URL (design.md §6), so a shared link opens the same quote. */
export function useSwapForm() {
  const [params, setParams] = useSearchParams();
  const fresh = FIELDS.every((field) => !params.has(field));
  const form = useMemo<SwapForm>(() => {
    if (fresh) return DEFAULTS;
    const side: Side = params.get('side') === 'buy' ? 'buy' : 'sell';
    return {
      chainId: params.get('chainId') ?? String(DEFAULT_CHAIN_ID),
      sellToken: params.get('sellToken') ?? '',
      buyToken: params.get('buyToken') ?? '',
      amount: params.get('amount') ?? '',
      side,
    };
  }, [params, fresh]);

  const update = useCallback(
    (patch: Partial<SwapForm>) => {
      setParams(
        (current) => {
          const base = FIELDS.every((field) => !current.has(field)) ? DEFAULTS : undefined;
          const next = new URLSearchParams(current);
          for (const field of FIELDS) {
            const value = patch[field] ?? (base ? base[field] : current.get(field) ?? '');
            next.set(field, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { form, update };
}
