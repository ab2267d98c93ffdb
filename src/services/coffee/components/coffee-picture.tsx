import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { fileNameOf, hostOf, withRetryParam } from '../lib/image-urls.ts';
import type { SeenPicture } from '../lib/session.ts';

type LoadState = 'loading' | 'loaded' | 'broken';

export function altTextFor(picture: SeenPicture): string {
  if (picture.description) return picture.description;
  return picture.mode === 'json' ? `Random coffee photo (${fileNameOf(picture.url)})` : 'Random coffee photo, straight from the service';
}

/** The picture in a fixed 4:3 frame, so nothing jumps while it loads. Key it by URL. */
export function CoffeePicture({ picture, onLoaded }: { picture: SeenPicture; onLoaded: (picture: SeenPicture) => void }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>('loading');
  const src = withRetryParam(picture.url, attempt);
  const retry = () => {
    setAttempt((count) => count + 1);
    setState('loading');
  };
  return (
    <figure className="min-w-0">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-900">
        {state === 'loading' && <Skeleton className="absolute inset-0 size-full rounded-none" />}
        {state !== 'broken' && (
          <img
            key={src}
            src={src}
            alt={altTextFor(picture)}
            referrerPolicy="no-referrer"
            decoding="async"
            fetchPriority="high"
            onLoad={() => {
              setState('loaded');
              onLoaded(picture);
            }}
            onError={() => setState('broken')}
            // Painted as its bytes arrive, over the skeleton (a loading image draws nothing): the
            // picture is the page's largest paint, so it waits for no re-render or fade.
            className="absolute inset-0 size-full object-contain"
          />
        )}
        {state === 'broken' && (
          <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
            <p className="font-semibold">The picture could not be loaded</p>
            <p className="max-w-md text-sm text-soft">
              {hostOf(picture.url)} did not send a usable image. The file may be gone, not an image, or the host unreachable.
            </p>
            <Button onClick={retry}>Retry the picture</Button>
          </div>
        )}
      </div>
      <p role="status" className="sr-only">
        {state === 'loading' ? 'Loading a coffee picture…' : state === 'loaded' ? 'Coffee picture loaded' : ''}
      </p>
      {picture.description && <figcaption className="mt-2 text-sm text-soft">{picture.description}</figcaption>}
    </figure>
  );
}

export function PictureSkeleton() {
  return (
    <div role="status" className="relative aspect-[4/3] w-full overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
      <span className="sr-only">Getting a coffee picture…</span>
      <Skeleton className="absolute inset-0 size-full rounded-none" />
    </div>
  );
}
