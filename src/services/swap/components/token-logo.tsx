import { useState } from 'react';
import { isDemoMode } from '../../../shared/config/env.ts';
import { safeHttpUrl } from '../../../shared/lib/safe-url.ts';
import { monogram } from '../lib/monogram.ts';
import type { Token } from '../lib/tokens.ts';

/**
 * Decorative: the symbol is always written next to it. Only https logos; the local monogram when
 * one fails, and always in the demo, which has no network to fetch logos from.
 */
export function TokenLogo({ token }: { token: Token }) {
  const [failed, setFailed] = useState(false);
  const url = isDemoMode ? undefined : safeHttpUrl(token.logoURI);
  if (!url || !url.startsWith('https://') || failed) {
    const letters = monogram(token.symbol);
    return (
      <span
        aria-hidden="true"
        className={`inline-flex size-6 shrink-0 items-center justify-center overflow-hidden rounded-full bg-zinc-200 font-bold leading-none tracking-tighter text-zinc-700 dark:bg-zinc-700 dark:text-zinc-200 ${letters.length > 3 ? 'text-[7px]' : 'text-[10px]'}`}
      >
        {letters}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="size-6 shrink-0 rounded-full"
      onError={() => setFailed(true)}
    />
  );
}
