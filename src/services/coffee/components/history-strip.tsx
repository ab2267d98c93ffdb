import { fileNameOf } from '../lib/image-urls.ts';
import { HISTORY_LIMIT, type SeenPicture } from '../lib/session.ts';

/** The last pictures seen, newest first; a click shows one again. */
export function HistoryStrip({ history, shownUrl, onShow }: { history: SeenPicture[]; shownUrl: string | undefined; onShow: (picture: SeenPicture) => void }) {
  return (
    <section aria-labelledby="coffee-history-heading" className="mt-6">
      <h2 id="coffee-history-heading" className="text-lg font-semibold">
        Recently seen <span className="text-sm font-normal text-muted">(last {HISTORY_LIMIT})</span>
      </h2>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-soft">Pictures you see appear here, so you can go back to one.</p>
      ) : (
        <ol className="mt-2 grid grid-cols-5 gap-2">
          {history.map((picture, index) => {
            const label = picture.mode === 'json' ? fileNameOf(picture.url) : 'straight from the service';
            const shown = picture.url === shownUrl;
            return (
              <li key={picture.url}>
                <button
                  type="button"
                  onClick={() => onShow(picture)}
                  aria-pressed={shown}
                  aria-label={`Show again: picture ${index + 1}, ${label}`}
                  className={`block aspect-square w-full overflow-hidden rounded-md border-2 bg-zinc-100 dark:bg-zinc-900 ${shown ? 'border-accent' : 'border-transparent hover:border-zinc-400'}`}
                >
                  <img src={picture.url} alt="" referrerPolicy="no-referrer" loading="lazy" decoding="async" className="size-full object-contain" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
