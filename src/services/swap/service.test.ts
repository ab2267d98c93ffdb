import tokenList from '@uniswap/default-token-list';
import { describe, expect, it } from 'vitest';
import { swap } from './service.ts';

describe('the swap descriptor', () => {
  it('lists the host of every https token logo in the bundled token list (the CSP allows only those)', () => {
    const origins = new Set(
      (tokenList as { tokens: { logoURI?: string }[] }).tokens.flatMap((token) =>
        token.logoURI?.startsWith('https://') ? [new URL(token.logoURI).origin] : [],
      ),
    );
    expect([...origins].filter((origin) => !(swap.upstreams[0].imageOrigins as readonly string[]).includes(origin))).toEqual([]);
  });
});
