import { useCallback, useState } from 'react';
import { coffee as coffeeService } from './service.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PageHeader, PageIntro } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { CoffeePicture, PictureSkeleton } from './components/coffee-picture.tsx';
import { HistoryStrip } from './components/history-strip.tsx';
import { ImageModeNotice } from './components/image-mode-notice.tsx';
import { PictureActions, PictureActionsSkeleton } from './components/picture-actions.tsx';
import { pictureForDraw } from './lib/current-picture.ts';
import { recordSeen, type SeenPicture } from './lib/session.ts';
import { useKeyboardShortcut } from './hooks/use-keyboard-shortcut.ts';
import { usePreloadImage } from './hooks/use-preload-image.ts';
import { useCoffeeDraw } from './hooks/use-coffee-draw.ts';
import { useEndpoint } from '../../shared/hooks/use-endpoint.ts';
import { useCoffeeSession } from './hooks/use-coffee-session.ts';
import { useSeenHistory } from './hooks/use-seen-history.ts';
import { useAnotherPictureRequests } from './hooks/use-another-picture-requests.ts';

export default function CoffeeRoute() {
  const service = coffeeService;
  const endpoint = useEndpoint('coffee');
  const [session, setSession] = useCoffeeSession();
  const history = useSeenHistory(session.seed);
  const [revisit, setRevisit] = useState<SeenPicture | null>(null);
  const draw = useCoffeeDraw(session.slot);
  const fresh = pictureForDraw(draw, endpoint, session);
  const [loadedUrl, setLoadedUrl] = useState<string>();
  // The next draw and its bytes load once this picture is on screen (not beside it, where they
  // would share a slow connection with it), so "Another" is instant.
  const next = useCoffeeDraw(session.slot + 1, draw.isSuccess && loadedUrl === fresh?.url);
  usePreloadImage(next.data?.file);

  const shown = revisit ?? fresh;
  const another = useCallback(() => {
    setRevisit(null);
    setSession((current) => ({ ...current, slot: current.slot + 1 }));
  }, [setSession]);
  useKeyboardShortcut('n', another);
  useAnotherPictureRequests(another);
  const onLoaded = useCallback(
    (picture: SeenPicture) => {
      setLoadedUrl(picture.url);
      recordSeen(picture, session.seed);
    },
    [session.seed],
  );

  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <PageIntro>{service.summary}</PageIntro>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          {!revisit && fresh?.mode === 'image' && (
            <ImageModeNotice error={draw.error ?? draw.failureReason} onRetry={() => void draw.refetch()} retrying={draw.isFetching} />
          )}
          {revisit && (
            <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
              Showing a picture from your history.
              <Button variant="ghost" onClick={() => setRevisit(null)}>
                Back to the latest
              </Button>
            </p>
          )}
          {shown ? <CoffeePicture key={shown.url} picture={shown} onLoaded={onLoaded} /> : <PictureSkeleton />}
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="primary" onClick={another} aria-keyshortcuts="N">
              Another picture
            </Button>
            <span className="text-sm text-muted">
              or press <kbd className="rounded border border-zinc-300 px-1.5 font-mono dark:border-zinc-600">N</kbd>
            </span>
          </div>
          <div className="mt-4">{shown ? <PictureActions picture={shown} endpoint={endpoint} /> : <PictureActionsSkeleton />}</div>
          <HistoryStrip history={history} shownUrl={shown?.url} onShow={setRevisit} />
        </div>
      </div>
      <div className="mt-6">
        <RequestInspector services={['coffee']} />
      </div>
    </>
  );
}
