import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { DemoDownload } from './demo-download.tsx';
import { Skeleton, SkeletonGroup, SkeletonLine } from '../../../shared/ui/skeleton.tsx';
import { downloadUrlFor, fileNameOf, hostOf } from '../lib/image-urls.ts';
import type { SeenPicture } from '../lib/session.ts';

/** Open, download and copy the original. Only pictures that came with their own link have one. */
export function PictureActions({ picture, endpoint }: { picture: SeenPicture; endpoint: Endpoint }) {
  if (picture.mode === 'image') {
    return (
      <p className="text-sm text-soft">
        This picture came straight from the coffee service ({hostOf(picture.url)}), which sends a different picture every time, so it has no link of its own to
        open, download or copy.
      </p>
    );
  }
  const name = fileNameOf(picture.url);
  const download = downloadUrlFor(endpoint, picture.url);
  const newTab = { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <div className="space-y-2">
      <p className="text-sm [overflow-wrap:anywhere] text-soft">
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{name}</span> on {hostOf(picture.url)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <a href={picture.url} {...newTab} className={buttonClass('secondary')}>
          Open original<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {import.meta.env.VITE_MSW === '1' && download.sameOrigin ? (
          <DemoDownload endpoint={endpoint} path={download.path} name={name} />
        ) : (
          <a href={download.href} download={name} {...(download.sameOrigin ? {} : newTab)} className={buttonClass('secondary')}>
            Download<span className="sr-only"> {name}</span>
          </a>
        )}
        <CopyButton text={picture.url} label="Copy link" copiedLabel="Link copied" />
      </div>
    </div>
  );
}

/** The actions' usual shape (file name, three buttons) while the first draw loads, so what is below stays put. */
export function PictureActionsSkeleton() {
  return (
    <SkeletonGroup className="space-y-2">
      <SkeletonLine bar="h-3.5 w-48" />
      <div className="flex flex-wrap items-center gap-2">
        {['w-28', 'w-24', 'w-24'].map((width, index) => (
          <Skeleton key={index} className={`h-9 rounded-md ${width}`} />
        ))}
      </div>
    </SkeletonGroup>
  );
}
