import { z } from '../lib/zod.ts';
import type { SettingField } from '../registry/descriptor.ts';

const apiKey = z.string().check(
  z.trim(),
  z.maxLength(200, 'That key is too long (200 characters at most)'),
  z.refine((value) => !/\s/.test(value), 'A key has no spaces'),
);

const number = (field: Extract<SettingField, { kind: 'number' }>) => {
  const unitWord = field.unit === 's' ? 'seconds' : 'size in MB';
  return z.coerce
    .number({ error: `Enter a ${unitWord === 'seconds' ? 'number of seconds' : unitWord}` })
    .check(
      ...(field.integer ? [z.int(`Use whole ${field.unit === 's' ? 'seconds' : 'numbers'}`)] : []),
      z.minimum(field.min, `At least ${field.min} ${field.unit}`),
      z.maximum(field.max, field.maxMessage ?? `At most ${field.max} ${field.unit}`),
    );
};

/** How a slice's setting is validated, wherever it is read or saved. */
export function fieldSchema(field: SettingField) {
  return field.kind === 'number' ? number(field) : apiKey;
}

export type SettingValue<F extends SettingField> = F extends { kind: 'number' } ? number : string | undefined;

/** A stored value as the field means it: its default when absent or no longer valid. */
export function readField<F extends SettingField>(field: F, stored: unknown): SettingValue<F> {
  const fallback = (field.kind === 'number' ? field.defaultValue : undefined) as SettingValue<F>;
  if (stored === undefined || stored === '') return fallback;
  const parsed = fieldSchema(field).safeParse(stored);
  return parsed.success ? (parsed.data as SettingValue<F>) : fallback;
}

/** A stored key as the key fields mean it: undefined when absent or not a valid key. */
export function readKeyValue(stored: unknown): string | undefined {
  if (stored === undefined || stored === '') return undefined;
  const parsed = fieldSchema({ key: '', kind: 'secret', label: '', hint: '' }).safeParse(stored);
  return parsed.success && typeof parsed.data === 'string' && parsed.data !== '' ? parsed.data : undefined;
}
