import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getSettings, resetSettings, saveSettings } from '../../shared/config/settings-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { TextField } from '../../shared/ui/field.tsx';
import { FormErrorSummary, invalidFields, type InvalidField } from '../../shared/ui/form-error-summary.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { UndoToast } from '../../shared/ui/undo-toast.tsx';
import { useUndoableDelete } from '../../shared/hooks/use-undoable-delete.ts';
import { cspConnectOrigins } from '../../shared/lib/csp.ts';
import { services } from '../../services/registry.ts';
import { baseUrlErrorKey, blockedByCsp, fieldErrorKey, parseForm, toFormValues, type FormErrors, type FormValues } from './settings-form-state.ts';
import { ClearCachedData } from './clear-cached-data.tsx';
import { defaultBaseUrl, SettingInput } from './setting-input.tsx';
import { useSettings } from '../../shared/hooks/use-settings.ts';

const upstreams = services.flatMap((service) => service.upstreams);
const upstreamIds = upstreams.map((upstream) => upstream.id);
const fields = services.flatMap((service) => service.settings);
const keyFields = fields.filter((field) => field.kind !== 'number');
const numberFields = fields.filter((field) => field.kind === 'number');

export default function SettingsRoute() {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => toFormValues(settings, upstreamIds, fields));
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState('');
  const [failedSave, setFailedSave] = useState<{ attempt: number; fields: InvalidField[] }>();
  const undoable = useUndoableDelete();
  const allowed = cspConnectOrigins();

  const setBaseUrl = (id: string, url: string) => setValues((old) => ({ ...old, baseUrls: { ...old.baseUrls, [id]: url } }));
  const setValue = (key: string) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, values: { ...old.values, [key]: event.target.value } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseForm(values, fields);
    if ('errors' in result) {
      setErrors(result.errors);
      const invalid = invalidFields(event.currentTarget as HTMLFormElement, result.errors);
      setFailedSave((last) => ({ attempt: (last?.attempt ?? 0) + 1, fields: invalid }));
      return;
    }
    saveSettings(result.settings);
    setErrors({});
    setFailedSave(undefined);
    setValues(toFormValues(result.settings, upstreamIds, fields));
    void queryClient.invalidateQueries();
    setStatus('Saved. Open routes use the new settings now.');
  };

  const applySettings = (next: typeof settings) => {
    setValues(toFormValues(next, upstreamIds, fields));
    setErrors({});
    setFailedSave(undefined);
    void queryClient.invalidateQueries();
  };
  // Resetting deletes the overrides (keys included), so it can be undone.
  const onReset = (event: { currentTarget: HTMLButtonElement }) => {
    const resetButton = event.currentTarget;
    setStatus('');
    undoable.remove({
      message: 'Restored the build-time defaults.',
      apply: () => {
        const before = getSettings();
        resetSettings();
        applySettings({ baseUrls: {}, values: {} });
        return () => {
          saveSettings(before);
          applySettings(before);
        };
      },
      focusAfterUndo: () => resetButton,
      focusAfterClose: () => resetButton,
    });
  };

  const fieldInput = (field: (typeof fields)[number]) => (
    <SettingInput key={field.key} field={field} value={values.values[field.key] ?? ''} error={errors[fieldErrorKey(field)]} onChange={setValue(field.key)} />
  );

  return (
    <>
      <PageHeader title="Settings" />
      <p className="mb-4 max-w-3xl text-sm text-soft">
        Overrides are kept in this browser's localStorage only. Leave a field empty to use the build-time default shown in it. An overridden base URL is called
        directly from the browser, not through this site's proxy.
      </p>
      <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-4">
        <Card title="Base URLs">
          <div className="grid gap-4 md:grid-cols-2">
            {upstreams.map(({ id, label }) => (
              <TextField
                key={id}
                label={`${label} base URL`}
                type="url"
                inputMode="url"
                autoComplete="off"
                name={baseUrlErrorKey(id)}
                placeholder={defaultBaseUrl(id)}
                value={values.baseUrls[id] ?? ''}
                onChange={(event) => setBaseUrl(id, event.target.value)}
                error={errors[baseUrlErrorKey(id)]}
                hint={
                  blockedByCsp(id, values.baseUrls[id] ?? '', allowed)
                    ? "Warning: this build's Content-Security-Policy does not list that origin, so the browser will block it."
                    : undefined
                }
              />
            ))}
          </div>
        </Card>
        <Card title="Keys">
          <div className="grid gap-4 md:grid-cols-2">{keyFields.map(fieldInput)}</div>
        </Card>
        <Card title="Refresh and limits">
          <div className="grid gap-4 md:grid-cols-3">{numberFields.map(fieldInput)}</div>
        </Card>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary">
            Save settings
          </Button>
          <Button variant="danger" onClick={onReset}>
            Reset to defaults
          </Button>
          <p role="status" className="text-sm">
            {failedSave ? <FormErrorSummary key={failedSave.attempt} fields={failedSave.fields} /> : status}
          </p>
        </div>
        <UndoToast {...undoable.toast} />
      </form>
      <div className="mt-6 max-w-3xl">
        <ClearCachedData />
      </div>
    </>
  );
}
