import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../http/errors.ts';
import { explainError } from './error-explanation.ts';

const networkFailure = (service: string, url: string, code?: string) =>
  new UpstreamError({ service, kind: 'network', message: `Could not reach ${new URL(url).host}`, code, request: { method: 'GET', url } });

afterEach(() => document.head.querySelectorAll('meta[http-equiv]').forEach((meta) => meta.remove()));

describe('explainError names the real cause in plain words', () => {
  it('writes a name that starts lower-case as it is mid-sentence and capitalised at the start', () => {
    expect(explainError(networkFailure('bpi-fallback', 'https://api.coinbase.com/v2/exchange-rates')).title).toBe("Can't reach the Coinbase fallback");
    expect(explainError(new UpstreamError({ service: 'bpi-fallback', kind: 'http', status: 503, message: 'HTTP 503' })).title).toBe(
      'The Coinbase fallback had a problem (HTTP 503)',
    );
  });

  it('says this site’s server could not reach the service when the proxy reports ENOTFOUND, not that the service failed', () => {
    const explanation = explainError(
      new UpstreamError({
        service: 'swap',
        kind: 'http',
        status: 502,
        code: 'proxy:ENOTFOUND',
        upstreamMessage: 'The proxy could not reach api.0x.org (ENOTFOUND)',
        message: 'HTTP 502',
      }),
    );
    expect(explanation.title).toBe("This site's server could not reach Swap");
    expect(explanation.summary).toMatch(/the address of the service could not be found \(DNS\)/);
    expect(explanation.summary).not.toMatch(/service's side/);
    expect(explanation.operator).toMatch(/ENOTFOUND/);
  });

  it('reports a base URL the security policy blocks as blocked, and tells the operator where to allow it', () => {
    const explanation = explainError(networkFailure('colleges', 'https://colleges.example.org/v1/schools', 'csp-blocked'));
    expect(explanation.title).toBe("This site's security policy blocked Colleges");
    expect(explanation.summary).toMatch(/colleges\.example\.org is not among the addresses this site's security policy allows/);
    expect(explanation.summary).not.toMatch(/CORS|down/);
    expect(explanation.operator).toMatch(/connect-src/);
  });

  it('keeps operator advice (build variables) out of what the visitor reads', () => {
    const explanation = explainError(networkFailure('market', 'https://api.coinbase.com/v2/exchange-rates'));
    expect(`${explanation.title} ${explanation.summary} ${explanation.advice}`).not.toMatch(/VITE_/);
    expect(explanation.operator).toMatch(/VITE_MARKET_VIA_PROXY=true/);
  });
});
