import { useCallback, useMemo } from 'react';
import { usePageParams } from '../../../shared/hooks/url-state/use-page-params.ts';
import { useUrlDraft } from '../../../shared/hooks/url-state/use-url-draft.ts';
import { FORM_FIELDS as FIELDS, type SwapForm } from '../lib/default-form.ts';
import { swapUrl } from '../lib/form-url.ts';
import { amountForReader, amountForUrl } from '../../../shared/lib/amount.ts';

/**
 * The form lives in the URL, so a shared link opens the same quote. The amount is typed in the
 * reader's locale ("1.234,5") and carried locale-free ("1234.5"), so a link reads the same anywhere.
 */
export function useSwapForm() {
  const { values, set } = usePageParams(swapUrl);
  const urlForm = useMemo(() => ({ ...values, amount: amountForReader(values.amount) }), [values]);
  // The whole form is written; the fields it changes decide the history entry (see swapUrl): a
  // choice that rewrites a typed field too (the side converting the amount, the chain resetting
  // the tokens) is still a choice.
  const writeUrl = useCallback((typed: SwapForm) => set({ ...typed, amount: amountForUrl(typed.amount) }), [set]);
  const [form, setForm] = useUrlDraft(urlForm, writeUrl, { params: FIELDS });
  const update = (patch: Partial<SwapForm>) => setForm((current) => ({ ...current, ...patch }));
  return { form, update };
}
