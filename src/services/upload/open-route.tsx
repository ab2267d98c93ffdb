import { useDemoSharePresent } from './hooks/use-demo-share-present.ts';
import { ShareMissingError } from './api/fetch-share.ts';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { formatBytes } from '../../shared/lib/format.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { TextField } from '../../shared/ui/field.tsx';
import { PageHeader, PageIntro } from '../../shared/ui/page-header.tsx';
import { Progress } from '../../shared/ui/progress.tsx';
import { SharePreview } from './components/share-preview.tsx';
import { hasWebCrypto } from './lib/crypto/share-secret.ts';
import { describeOpenFailure } from './lib/open-failure.ts';
import { parseShareFragment } from './lib/share-link.ts';
import { useOpenShare, type OpenState } from './hooks/use-open-share.ts';
import { useObjectUrl } from './hooks/use-object-url.ts';

/** A saved name cannot climb out of the downloads folder or carry control characters. */
function safeFileName(name: string): string {
  const unsafe = (char: string) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 || '/\\:*?"<>|'.includes(char);
  const cleaned = [...name].map((char) => (unsafe(char) ? '_' : char)).join('');
  return cleaned.replace(/^\.+/, '').slice(0, 200) || 'shared-file';
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <h2 className="font-semibold">{title}</h2>
      {children}
    </div>
  );
}

function Result({ state }: { state: Extract<OpenState, { step: 'done' }> }) {
  const { meta, blob } = state.share;
  // Saved as bytes, never typed: a blob URL typed text/html would render in this app's origin if opened.
  const download = useMemo(() => new Blob([blob], { type: 'application/octet-stream' }), [blob]);
  const url = useObjectUrl(download);
  const name = safeFileName(meta.name);
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm">
        Decrypted {name} ({formatBytes(meta.size)}
        {meta.type ? `, ${meta.type}` : ''}). Every part checked out.
      </p>
      {url && (
        <a href={url} download={name} className={buttonClass('primary')}>
          Save {name}
        </a>
      )}
      <SharePreview blob={blob} type={meta.type} name={name} />
    </div>
  );
}

export default function UploadOpenRoute() {
  const { hash } = useLocation();
  const parsed = useMemo(() => parseShareFragment(hash), [hash]);
  const target = parsed.ok ? parsed.target : undefined;
  const { state, start } = useOpenShare(target);
  const [password, setPassword] = useState('');
  const secure = hasWebCrypto();
  const started = useRef<unknown>(undefined);

  useEffect(() => {
    if (!secure || target?.lock !== 'key' || started.current === target) return;
    started.current = target;
    start({ kind: 'key', key: target.key });
  }, [secure, start, target]);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (password) start({ kind: 'password', password });
  };
  const { presence, error: presenceError, recheck } = useDemoSharePresent(target?.lock === 'password' ? target : undefined);
  const retry = () =>
    presence === 'failed' ? recheck() : target?.lock === 'key' ? start({ kind: 'key', key: target.key }) : password && start({ kind: 'password', password });
  const failure =
    presence === 'missing'
      ? describeOpenFailure(new ShareMissingError())
      : presence === 'failed'
        ? describeOpenFailure(presenceError)
        : state.step === 'failed'
          ? describeOpenFailure(state.error)
          : undefined;
  // A password is asked for only where it can open the file: never while the demo still looks for the share, or has not found it.
  const asksPassword = target?.lock === 'password' && state.step !== 'done' && (presence === 'not-demo' || presence === 'present');

  return (
    <>
      <PageHeader title="Open a private share" provider="tmpfiles.org" />
      <PageIntro>The file is downloaded encrypted and decrypted in this browser; the key never leaves this page.</PageIntro>
      <Card title="Shared file" headingId="upload-open-heading">
        <div className="space-y-4">
          {!parsed.ok ? (
            <Problem title="This link cannot be opened">
              <p>{parsed.reason}</p>
            </Problem>
          ) : !secure ? (
            <Problem title="This page cannot decrypt here">
              <p>Browsers decrypt only on https pages (or on localhost). Open the link over https.</p>
            </Problem>
          ) : (
            <>
              {asksPassword && (
                <form onSubmit={submitPassword} className="max-w-sm space-y-2" aria-label="Open with a password">
                  <TextField
                    label="Password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    hint="The person who shared the file set it. It is checked here, in this browser."
                    required
                  />
                  <Button type="submit" variant="primary" disabled={state.step === 'running'}>
                    Open file
                  </Button>
                </form>
              )}
              {state.step === 'running' && (
                <Progress
                  label="Download and decryption progress"
                  state="running"
                  value={state.total ? (state.loaded / state.total) * 100 : 0}
                  detail={`Downloading and decrypting: ${formatBytes(state.loaded)}${state.total ? ` of ${formatBytes(state.total)}` : ''}`}
                />
              )}
              {failure && (
                <Problem title={failure.title}>
                  <p>{failure.message}</p>
                  {failure.retry === 'again' && <Button onClick={retry}>Try again</Button>}
                </Problem>
              )}
              {state.step === 'done' && <Result state={state} />}
            </>
          )}
        </div>
      </Card>
    </>
  );
}
