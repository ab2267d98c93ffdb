import { safeHttpUrl } from '../../shared/lib/safe-url.ts';
import type { PaletteSource } from '../../shared/registry/palette.ts';
import { requestAnotherPicture } from './lib/another-request.ts';
import { readCoffeeSession, seenPictures, visibleHistory } from './lib/session.ts';

export const palette: PaletteSource = () => [
  { id: 'coffee:another', label: 'New coffee picture', group: 'Actions', keywords: 'random another', to: '/coffee', run: requestAnotherPicture },
  ...visibleHistory(seenPictures.get(), readCoffeeSession().seed).flatMap((picture, index) => {
    const url = safeHttpUrl(picture.url);
    if (!url) return [];
    return [
      {
        id: `coffee:seen:${url}`,
        label: `Coffee picture seen ${index === 0 ? 'last' : `${index + 1} pictures ago`}`,
        group: 'Recent' as const,
        keywords: `coffee history original ${picture.description ?? ''}`,
        run: () => void window.open(url, '_blank', 'noopener,noreferrer'),
      },
    ];
  }),
];
