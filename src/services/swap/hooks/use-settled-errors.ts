import { useState } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import type { FormErrors, FormField } from '../lib/form.ts';
import { INPUT_DEBOUNCE_MS } from './use-price-quote.ts';

export type FieldValues = Record<FormField, string>;

/**
 * A field being typed is judged once the typing pauses or the field is left, never on the first
 * keystroke. A value the page opens with counts as settled, so a shared link shows its errors.
 */
export function useSettledErrors(values: FieldValues, errors: FormErrors) {
  // Debounced as text: a new object on every render would restart the wait.
  const settled = JSON.parse(useDebouncedValue(JSON.stringify(values), INPUT_DEBOUNCE_MS)) as FieldValues;
  const [left, setLeft] = useState<Partial<FieldValues>>({});
  const shown: FormErrors = {};
  for (const [field, error] of Object.entries(errors) as [FormField, string][]) {
    if (settled[field] === values[field] || left[field] === values[field]) shown[field] = error;
  }
  const onFieldBlur = (field: FormField) => setLeft((current) => ({ ...current, [field]: values[field] }));
  return { shown, onFieldBlur };
}
