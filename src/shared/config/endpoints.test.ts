import { describe, expect, it } from 'vitest';
import { endpointScope, endpointUrl, resolveEndpoint, type Endpoint } from './endpoints.ts';

const endpoint: Endpoint = { id: 'colleges', base: 'https://api.test/v1', viaProxy: false, upstream: 'https://api.test/v1', key: 'secret-key-123' };

describe('endpoints', () => {
  it('resolve from the settings given: an override goes direct, the user key wins over the build key', () => {
    const none = { baseUrls: {}, values: {} };
    expect(resolveEndpoint('colleges', none).key).toBe('DEMO_KEY');
    const own = resolveEndpoint('colleges', { baseUrls: { colleges: 'https://mirror.test' }, values: { collegesApiKey: 'mine-1234' } });
    expect(own).toEqual({ id: 'colleges', base: 'https://mirror.test', viaProxy: false, upstream: 'https://mirror.test', key: 'mine-1234' });
    expect(resolveEndpoint('swap', none)).toMatchObject({ id: 'swap', viaProxy: true, base: `${window.location.origin}/proxy/swap` });
    expect(resolveEndpoint('swap', none).key).toBeUndefined();
  });

  it('scope a query key by base and a key fingerprint, never the key itself', () => {
    const scope = endpointScope(endpoint);
    expect(scope.base).toBe('https://api.test/v1');
    expect(JSON.stringify(scope)).not.toContain('secret-key-123');
    expect(endpointScope({ ...endpoint, key: 'another-key' }).key).not.toBe(scope.key);
    expect(endpointScope({ ...endpoint, key: undefined })).toEqual({ base: 'https://api.test/v1' });
  });

  it('build a URL under the base, leaving out undefined query values', () => {
    expect(endpointUrl(endpoint, '/schools', { q: 'a b', page: 2, skip: undefined })).toBe('https://api.test/v1/schools?q=a+b&page=2');
  });
});
