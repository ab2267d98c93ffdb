import { describe, expect, it } from 'vitest';
import { upload } from './service.ts';

/** The proxy anchors each allowlist path as `^(?:path)$` (server/proxy.ts). */
const allows = (path: string) => {
  const downloads = upload.upstreams.find((upstream) => upstream.id === 'upload-files')!;
  return downloads.proxyAllow.some((route) => route.method === 'GET' && new RegExp(`^(?:${route.path})$`).test(path));
};

describe('the upload-files upstream', () => {
  it('is proxied by default, capped at 100 MB, and lets through only GET /dl/<digits>/<name>', () => {
    const downloads = upload.upstreams.find((upstream) => upstream.id === 'upload-files')!;
    expect(downloads).toMatchObject({ defaultBaseUrl: 'https://tmpfiles.org', viaProxyByDefault: true, proxyMaxResponseBytes: 100_000_000 });
    expect(allows('/dl/8468985/k3j2h4g5f6d7.bin')).toBe(true);
    for (const path of ['/dl/abc/x.bin', '/dl/1/../x', '/dl/1/.hidden', '/dl/1/a/b', '/api/v1/upload', '/8468985/x.bin', '/dl/1/x.bin?x=1']) {
      expect(allows(path), path).toBe(false);
    }
  });
});
