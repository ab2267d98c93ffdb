import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useUrlParams } from '../../../shared/lib/url-state/url-state.tsx';
import { useUrlDraft } from '../../../shared/lib/url-state/use-url-draft.ts';
import { NATIVE_TOKEN } from '../lib/address.ts';
import { DEFAULT_CHAIN_ID } from '../lib/chains.ts';
import type { Side, SwapForm } from '../lib/form.ts';
import { SLIPPAGE_PRESETS } from '../lib/slippage.ts';
import { historyFor } from '../../../shared/lib/url-history.ts';

/** A first visit opens a ready quote: 1 ETH for USDC on Ethereum. */
const DEFAULTS: SwapForm = {
  chainId: String(DEFAULT_CHAIN_ID),
  sellToken: NATIVE_TOKEN,
  buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  amount: '1',
  side: 'sell',
  slippage: '',
};
const FIELDS = ['chainId', 'sellToken', 'buyToken', 'amount', 'side', 'slippage'] as const;
/** Fields a person types into; a change of the others (chain, side) is a choice that Back undoes. */
const TYPED_FIELDS: readonly string[] = ['sellToken', 'buyToken', 'amount'];
/** Auto and the presets are choices; any other slippage was typed into the custom field. */
const typedFields = (form: SwapForm) => (['', ...SLIPPAGE_PRESETS].includes(form.slippage) ? TYPED_FIELDS : [...TYPED_FIELDS, 'slippage']);

function formFromParams(params: URLSearchParams): SwapForm {
  // `slippage=<percent>`; absent means Auto.
  const slippage = params.get('slippage') ?? '';
  if (FIELDS.every((field) => field === 'slippage' || !params.has(field))) return { ...DEFAULTS, slippage };
  const side: Side = params.get('side') === 'buy' ? 'buy' : 'sell';
  return {
    chainId: params.get('chainId') ?? String(DEFAULT_CHAIN_ID),
    sellToken: params.get('sellToken') ?? '',
    buyToken: params.get('buyToken') ?? '',
    amount: params.get('amount') ?? '',
    side,
    slippage,
  };
}

/** The form lives in the URL, so a shared link opens the same quote. */
export function useSwapForm() {
  const [params, setParams] = useUrlParams();
  const urlForm = useMemo(() => formFromParams(params), [params]);
  const shown = useRef(params);
  useEffect(() => {
    shown.current = params;
  }, [params]);
  const writeUrl = useCallback(
    (form: SwapForm) => {
      const changed = FIELDS.filter((field) => (shown.current.get(field) ?? '') !== form[field]);
      // Auto leaves `slippage` out of the URL.
      const entries = FIELDS.filter((field) => field !== 'slippage' || form.slippage !== '').map((field) => [field, form[field]]);
      setParams(() => new URLSearchParams(entries), historyFor(changed, typedFields(form)));
    },
    [setParams],
  );
  const [form, setForm] = useUrlDraft(urlForm, writeUrl, { params: FIELDS });
  const update = (patch: Partial<SwapForm>) => setForm((current) => ({ ...current, ...patch }));
  return { form, update };
}
