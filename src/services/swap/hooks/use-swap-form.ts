import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NATIVE_TOKEN } from '../lib/address.ts';
import { DEFAULT_CHAIN_ID } from '../lib/chains.ts';
import type { Side, SwapForm } from '../lib/form.ts';

/** A first visit opens a ready quote: 1 ETH for USDC on Ethereum. */
const DEFAULTS: SwapForm = { chainId: String(DEFAULT_CHAIN_ID), sellToken: NATIVE_TOKEN, buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', amount: '1', side: 'sell' };
const FIELDS = ['chainId', 'sellToken', 'buyToken', 'amount', 'side'] as const;
const serialise = (form: SwapForm) => FIELDS.map((field) => form[field]).join('|');

function formFromParams(params: URLSearchParams): SwapForm {
  if (FIELDS.every((field) => !params.has(field))) return DEFAULTS;
  const side: Side = params.get('side') === 'buy' ? 'buy' : 'sell';
  return {
    chainId: params.get('chainId') ?? String(DEFAULT_CHAIN_ID),
    sellToken: params.get('sellToken') ?? '',
    buyToken: params.get('buyToken') ?? '',
    amount: params.get('amount') ?? '',
    side,
  };
}

/**
 * The form lives in the URL (design.md §6), so a shared link opens the same quote. The inputs
 * read a local copy that changes on the keystroke itself: router navigations settle later, and
 * an input bound to the URL alone would drop characters typed meanwhile.
 */
export function useSwapForm() {
  const [params, setParams] = useSearchParams();
  const urlForm = useMemo(() => formFromParams(params), [params]);
  const [form, setForm] = useState(urlForm);
  const formRef = useRef(form);
  const written = useRef(new Set<string>());

  // Follow the URL when it changes from outside (back/forward, a pasted link), not on our own writes.
  useEffect(() => {
    const key = serialise(urlForm);
    if (written.current.delete(key)) return;
    written.current.clear();
    formRef.current = urlForm;
    setForm(urlForm);
  }, [urlForm]);

  const update = useCallback(
    (patch: Partial<SwapForm>) => {
      const next = { ...formRef.current, ...patch };
      formRef.current = next;
      setForm(next);
      written.current.add(serialise(next));
      setParams(new URLSearchParams(FIELDS.map((field) => [field, next[field]])), { replace: true });
    },
    [setParams],
  );

  return { form, update };
}
