import { describe, expect, it } from 'vitest';
import { services } from '../../src/services/registry.ts';
import { resolveBuildConfig } from '../../src/shared/registry/build-config.ts';
import { contentSecurityPolicy } from './csp.ts';
import { proxyRulesFrom } from './proxy-rules.ts';

const connectSrc = (csp: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith('connect-src '))!
    .split(' ')
    .slice(1);

describe('the WebSocket feed in the CSP', () => {
  it("lists the feed's origin in connect-src by default and when the build points it elsewhere", () => {
    expect(connectSrc(contentSecurityPolicy(services, resolveBuildConfig(services, {})))).toContain('wss://ws-feed.exchange.coinbase.com');
    const local = resolveBuildConfig(services, { VITE_BPI_STREAM_BASE_URL: 'ws://127.0.0.1:4510/bpi-stream', VITE_BPI_STREAM_VIA_PROXY: 'true' });
    expect(connectSrc(contentSecurityPolicy(services, local))).toContain('ws://127.0.0.1:4510');
  });

  it('gives the proxy no rule for it', () => {
    expect(proxyRulesFrom(services)).not.toHaveProperty('bpi-stream');
  });
});
