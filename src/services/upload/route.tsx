import { useCallback, useEffect, useMemo, useState } from 'react';
import { upload as uploadService, uploadMaxMbSetting } from './service.ts';
import { useNow } from '../../shared/hooks/use-now.ts';
import { PageHeader, PageIntro } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { DropZone } from './components/drop-zone.tsx';
import { HistoryList } from './components/history-list.tsx';
import { QueueList } from './components/queue-list.tsx';
import { SeveralFilesChoice } from './components/several-files-choice.tsx';
import { ShareOptionsForm } from './components/share-options-form.tsx';
import { hasWebCrypto } from './lib/crypto/share-secret.ts';
import { EXPIRY_CHOICES } from './lib/share-options.ts';
import { useSeveralFiles } from './hooks/use-several-files.ts';
import { useUploadQueue } from './hooks/use-upload-queue.ts';
import { useSetting } from '../../shared/hooks/use-settings.ts';
import { useShareOptions } from './hooks/use-share-options.ts';

const expiryLabelOf = (seconds: number) => EXPIRY_CHOICES.find((choice) => choice.seconds === seconds)?.label ?? '1 hour';

export default function UploadRoute() {
  const service = uploadService;
  const uploadMaxMb = useSetting(uploadMaxMbSetting);
  const { queue, items } = useUploadQueue();
  const now = useNow(1000);
  const shownAbove = useMemo(() => new Set(items.filter((item) => item.status === 'done').map((item) => item.id)), [items]);
  const options = useShareOptions();
  const [password, setPassword] = useState('');
  const encrypt = options.encrypt && hasWebCrypto();
  const queueFiles = useCallback(
    (files: File[]) => {
      queue.add(files, uploadMaxMb, {
        encrypt,
        password: encrypt && password ? password : undefined,
        expireSeconds: options.expireSeconds,
        rememberLink: options.rememberLink,
      });
    },
    [queue, uploadMaxMb, encrypt, options, password],
  );
  const several = useSeveralFiles(queueFiles);
  const { offer } = several;
  // Several files at once wait for a choice: one .zip, or one link each.
  const addFiles = useCallback((files: File[]) => (files.length > 1 ? offer(files) : queueFiles(files)), [offer, queueFiles]);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      addFiles(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [addFiles]);

  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <PageIntro>
        {service.summary} Anyone with a plain link can download the file until it expires; an encrypted file opens only through its private link, and the host
        cannot read it.
      </PageIntro>
      <div className="space-y-4">
        <ShareOptionsForm options={options} password={password} onPassword={setPassword} />
        <DropZone onFiles={addFiles} maxMb={uploadMaxMb} expiryLabel={expiryLabelOf(options.expireSeconds)} />
        {several.state && (
          <SeveralFilesChoice
            state={several.state}
            maxMb={uploadMaxMb}
            encrypt={encrypt}
            password={Boolean(encrypt && password)}
            onZip={() => void several.asZip()}
            onSeparately={several.separately}
            onCancel={several.cancel}
          />
        )}
        {items.length > 0 && <QueueList items={items} queue={queue} now={now} />}
        <HistoryList now={now} shownAbove={shownAbove} />
        <RequestInspector services={['upload']} />
      </div>
    </>
  );
}
