import { useCallback, useEffect, useMemo } from 'react';
import { upload as uploadService, uploadMaxMbSetting } from './service.ts';
import { useSetting } from '../../shared/config/settings-store.ts';
import { useNow } from '../../shared/lib/use-now.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { DropZone } from './components/drop-zone.tsx';
import { HistoryList } from './components/history-list.tsx';
import { QueueList } from './components/queue-list.tsx';
import { useUploadQueue } from './lib/use-upload-queue.ts';

export default function UploadRoute() {
  const service = uploadService;
  const uploadMaxMb = useSetting(uploadMaxMbSetting);
  const { queue, items } = useUploadQueue();
  const now = useNow(1000);
  const shownAbove = useMemo(() => new Set(items.filter((item) => item.status === 'done').map((item) => item.id)), [items]);
  const addFiles = useCallback((files: File[]) => queue.add(files, uploadMaxMb), [queue, uploadMaxMb]);

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
      <p className="mb-4 text-zinc-700 dark:text-zinc-300">{service.summary} Anyone with a link can download the file until it expires.</p>
      <div className="space-y-4">
        <DropZone onFiles={addFiles} maxMb={uploadMaxMb} />
        {items.length > 0 && <QueueList items={items} queue={queue} now={now} />}
        <HistoryList now={now} shownAbove={shownAbove} />
        <RequestInspector services={['upload']} />
      </div>
    </>
  );
}
