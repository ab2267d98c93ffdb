import { useState } from 'react';
import type { TileRenderers } from '../../shared/board/tile-types.ts';
import { TileQuery } from '../../shared/board/tile-query.tsx';
import { useOpeningDraw } from './hooks/use-coffee-draw.ts';

/** The picture the coffee page opens with: the same cached draw, so the tile sends nothing of its own. */
function PictureTile() {
  const draw = useOpeningDraw();
  const [broken, setBroken] = useState(false);
  return (
    <TileQuery query={draw}>
      {(picture) =>
        broken ? (
          <p className="text-sm">The picture’s link arrived, but the image would not load.</p>
        ) : (
          <img
            src={picture.file}
            alt={picture.description ?? 'The latest random coffee picture'}
            referrerPolicy="no-referrer"
            decoding="async"
            loading="lazy"
            onError={() => setBroken(true)}
            // The tile's fixed height sets the box before the bytes arrive; the picture is fitted
            // whole inside it (pictures come in any shape), on a neutral backdrop.
            className="min-h-0 w-full flex-1 rounded-md bg-zinc-100 object-contain dark:bg-zinc-800"
          />
        )
      }
    </TileQuery>
  );
}

export const tiles: TileRenderers = { picture: PictureTile };
