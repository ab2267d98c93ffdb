import type { ChangeEvent } from 'react';
import { buildConfig } from '../../shared/config/env.ts';
import type { SettingField } from '../../shared/registry/descriptor.ts';
import { TextField } from '../../shared/ui/field.tsx';
import { fieldErrorKey } from './settings-form-state.ts';

const unitWord = { s: 'seconds', MB: 'MB' } as const;

/** One slice-owned setting, drawn from its descriptor. */
export function SettingInput({
  field,
  value,
  error,
  onChange,
}: {
  field: SettingField;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  if (field.kind === 'number') {
    return (
      <TextField
        label={`${field.label} (${unitWord[field.unit]})`}
        name={fieldErrorKey(field)}
        inputMode="numeric"
        placeholder={String(field.defaultValue)}
        value={value}
        onChange={onChange}
        error={error}
        hint={`Empty: the default, ${field.defaultValue} ${field.unit}`}
      />
    );
  }
  return (
    <TextField
      label={field.label}
      name={fieldErrorKey(field)}
      type={field.kind === 'secret' ? 'password' : 'text'}
      autoComplete="off"
      spellCheck={false}
      placeholder={field.placeholder}
      value={value}
      onChange={onChange}
      error={error}
      hint={
        field.hintLink ? (
          <>
            {field.hint}{' '}
            <a className="underline" href={field.hintLink.href} target="_blank" rel="noopener noreferrer">
              {field.hintLink.text}
            </a>
            .
          </>
        ) : (
          field.hint
        )
      }
    />
  );
}

/** The build-time base URL of an upstream, shown as the field's placeholder. */
export const defaultBaseUrl = (upstreamId: string) => buildConfig.upstreams[upstreamId]?.baseUrl ?? '';
