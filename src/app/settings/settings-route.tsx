import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { buildConfig } from '../../shared/config/env.ts';
import { SERVICES, UPSTREAM_IDS, type UpstreamId } from '../../shared/config/services.ts';
import { DEFAULT_SETTINGS, REFRESH_DEFAULTS, UPLOAD_MAX_MB_DEFAULT } from '../../shared/config/settings-schema.ts';
import { resetSettings, saveSettings, useSettings } from '../../shared/config/settings-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { TextField } from '../../shared/ui/field.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { cspConnectOrigins, parseForm, toFormValues, type FormErrors, type FormValues } from './settings-form-state.ts';

const upstreamLabel = (id: UpstreamId) => (id === 'bpiFallback' ? 'Bitcoin fallback (Coinbase)' : SERVICES[id].title);

export default function SettingsRoute() {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => toFormValues(settings));
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState('');
  const allowed = cspConnectOrigins();

  const setBaseUrl = (id: UpstreamId, url: string) => setValues((old) => ({ ...old, baseUrls: { ...old.baseUrls, [id]: url } }));
  const set = (key: Exclude<keyof FormValues, 'baseUrls'>) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseForm(values);
    if ('errors' in result) {
      setErrors(result.errors);
      setStatus('Not saved: correct the fields marked below.');
      return;
    }
    saveSettings(result.settings);
    setErrors({});
    setValues(toFormValues(result.settings));
    void queryClient.invalidateQueries();
    setStatus('Saved. Open routes use the new settings now.');
  };

  const onReset = () => {
    resetSettings();
    setValues(toFormValues(DEFAULT_SETTINGS));
    setErrors({});
    void queryClient.invalidateQueries();
    setStatus('Restored the build-time defaults.');
  };

  const blockedByCsp = (url: string) => {
    if (!allowed || !url.trim()) return false;
    try {
      return !allowed.includes(new URL(url).origin);
    } catch {
      return false;
    }
  };

  return (
    <>
      <PageHeader title="Settings" />
      <p className="mb-4 max-w-3xl text-sm text-zinc-700 dark:text-zinc-300">
        Overrides are kept in this browser's localStorage only. Leave a field empty to use the build-time default shown in it. An
        overridden base URL is called directly from the browser, not through this site's proxy.
      </p>
      <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-4">
        <Card title="Base URLs">
          <div className="grid gap-4 md:grid-cols-2">
            {UPSTREAM_IDS.map((id) => (
              <TextField
                key={id}
                label={`${upstreamLabel(id)} base URL`}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder={buildConfig.baseUrls[id]}
                value={values.baseUrls[id]}
                onChange={(event) => setBaseUrl(id, event.target.value)}
                error={errors[`baseUrls.${id}`]}
                hint={
                  blockedByCsp(values.baseUrls[id])
                    ? "Warning: this build's Content-Security-Policy does not list that origin, so the browser will block it."
                    : undefined
                }
              />
            ))}
          </div>
        </Card>
        <Card title="Keys">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label="College Scorecard API key"
              autoComplete="off"
              spellCheck={false}
              placeholder={buildConfig.collegesApiKey === 'DEMO_KEY' ? 'DEMO_KEY (30 requests an hour)' : 'build-time key'}
              value={values.collegesApiKey}
              onChange={set('collegesApiKey')}
              error={errors.collegesApiKey}
              hint={
                <>
                  A free personal key lifts the limit to 1,000 requests an hour:{' '}
                  <a className="underline" href="https://api.data.gov/signup/" target="_blank" rel="noopener noreferrer">
                    api.data.gov/signup
                  </a>
                  .
                </>
              }
            />
            <TextField
              label="Personal 0x API key"
              type="password"
              autoComplete="off"
              value={values.swapApiKey}
              onChange={set('swapApiKey')}
              error={errors.swapApiKey}
              hint="Sent as 0x-api-key. Without one, the proxy adds the server's SWAP_API_KEY."
            />
          </div>
        </Card>
        <Card title="Refresh and limits">
          <div className="grid gap-4 md:grid-cols-3">
            <TextField
              label="Swap quote refresh (seconds)"
              inputMode="numeric"
              value={values.swapRefreshSeconds}
              onChange={set('swapRefreshSeconds')}
              error={errors.swapRefreshSeconds}
              hint={`Default ${REFRESH_DEFAULTS.swapSeconds} s`}
            />
            <TextField
              label="Bitcoin price refresh (seconds)"
              inputMode="numeric"
              value={values.bpiRefreshSeconds}
              onChange={set('bpiRefreshSeconds')}
              error={errors.bpiRefreshSeconds}
              hint={`Default ${REFRESH_DEFAULTS.bpiSeconds} s`}
            />
            <TextField
              label="Upload size limit (MB)"
              inputMode="numeric"
              value={values.uploadMaxMb}
              onChange={set('uploadMaxMb')}
              error={errors.uploadMaxMb}
              hint={`Default ${UPLOAD_MAX_MB_DEFAULT} MB`}
            />
          </div>
        </Card>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary">
            Save settings
          </Button>
          <Button variant="danger" onClick={onReset}>
            Reset to defaults
          </Button>
          <p role="status" className="text-sm">
            {status}
          </p>
        </div>
      </form>
    </>
  );
}

