import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useUrlParams } from '../../../shared/lib/url-state/url-state.tsx';
import { useUrlDraft } from '../../../shared/lib/url-state/use-url-draft.ts';
import { FORM_FIELDS as FIELDS, formFromSearch, type SwapForm } from '../lib/default-form.ts';
import { SLIPPAGE_PRESETS } from '../lib/slippage.ts';
import { CHOSEN, historyFor } from '../../../shared/lib/url-history.ts';
import { amountForReader, amountForUrl } from '../../../shared/lib/amount.ts';

/** Fields a person types into; a change of the others (chain, side) is a choice that Back undoes. */
const TYPED_FIELDS: readonly string[] = ['sellToken', 'buyToken', 'amount'];
/** Auto and the presets are choices; any other slippage was typed into the custom field. */
const typedFields = (form: SwapForm) => (['', ...SLIPPAGE_PRESETS].includes(form.slippage) ? TYPED_FIELDS : [...TYPED_FIELDS, 'slippage']);

/**
 * The form lives in the URL, so a shared link opens the same quote. The amount is typed in the
 * reader's locale ("1.234,5") and carried locale-free ("1234.5"), so a link reads the same anywhere.
 */
export function useSwapForm() {
  const [params, setParams] = useUrlParams();
  const urlForm = useMemo(() => {
    const fromUrl = formFromSearch(params);
    return { ...fromUrl, amount: amountForReader(fromUrl.amount) };
  }, [params]);
  const shown = useRef(params);
  useEffect(() => {
    shown.current = params;
  }, [params]);
  const writeUrl = useCallback(
    (typed: SwapForm) => {
      const form = { ...typed, amount: amountForUrl(typed.amount) };
      const changed = FIELDS.filter((field) => (shown.current.get(field) ?? '') !== form[field]);
      // Auto leaves `slippage` out of the URL.
      const entries = FIELDS.filter((field) => field !== 'slippage' || form.slippage !== '').map((field) => [field, form[field]]);
      // A choice that rewrites a typed field too (the side converting the amount, the chain resetting the tokens) is still a choice.
      const typedNow = typedFields(form);
      setParams(() => new URLSearchParams(entries), changed.some((field) => !typedNow.includes(field)) ? CHOSEN : historyFor(changed, typedNow));
    },
    [setParams],
  );
  const [form, setForm] = useUrlDraft(urlForm, writeUrl, { params: FIELDS });
  const update = (patch: Partial<SwapForm>) => setForm((current) => ({ ...current, ...patch }));
  return { form, update };
}
