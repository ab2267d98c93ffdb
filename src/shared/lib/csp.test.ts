import { afterEach, describe, expect, it } from 'vitest';
import { cspBlocksConnect } from './csp.ts';

function withPolicy(content: string) {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => document.head.querySelectorAll('meta[http-equiv]').forEach((meta) => meta.remove()));

describe('cspBlocksConnect', () => {
  it('knows which origins the page policy lets it connect to', () => {
    expect(cspBlocksConnect('https://api.example.org/x')).toBe(false);
    withPolicy("default-src 'self'; connect-src 'self' https://api.data.gov https://www.arbeitnow.com; img-src https:");
    expect(cspBlocksConnect('https://api.data.gov/ed/collegescorecard/v1/schools')).toBe(false);
    expect(cspBlocksConnect('/proxy/swap/price')).toBe(false);
    expect(cspBlocksConnect('https://colleges.example.org/v1/schools')).toBe(true);
  });
});
