import { useState } from 'react';
import { explainError } from '../../shared/ui/error-explanation.ts';
import { StatusLine } from '../../shared/ui/service-card.tsx';
import { useOpeningDraw } from './hooks/use-coffee-draw.ts';

/** The card shows the picture the coffee page will open with (the same cached draw). */
export default function CoffeeOverviewStatus() {
  const draw = useOpeningDraw();
  const [broken, setBroken] = useState(false);
  if (draw.data) {
    return (
      <div className="flex items-center gap-3">
        {!broken && (
          <img
            src={draw.data.file}
            alt={draw.data.description ?? 'The current random coffee picture'}
            referrerPolicy="no-referrer"
            decoding="async"
            onError={() => setBroken(true)}
            className="size-14 shrink-0 rounded-md border border-zinc-200 bg-zinc-100 object-contain dark:border-zinc-700 dark:bg-zinc-800"
          />
        )}
        <StatusLine state={broken ? 'error' : 'ok'}>
          {broken ? 'A picture link arrived, but the image would not load.' : 'A fresh picture is ready.'}
        </StatusLine>
      </div>
    );
  }
  if (draw.isError) {
    return <StatusLine state="error">{explainError(draw.error).title}. The page still shows pictures, without a link of their own.</StatusLine>;
  }
  return <StatusLine state="loading">Getting a picture…</StatusLine>;
}
