import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config.ts';
import { FORWARDED_REQUEST_HEADERS } from '../../server/forward-headers.ts';
import { headerCsp } from '../../server/security-headers.ts';
import { nginxFiles } from './nginx-config.ts';

const CONFIG: ServerConfig = {
  csp: "default-src 'self'; connect-src 'self' wss://ws-feed.example.com",
  proxies: [
    {
      id: 'swap',
      target: 'https://api.0x.org',
      allow: [{ method: 'GET', path: '^/swap/chains$' }],
      secret: { env: 'SWAP_API_KEY', header: '0x-api-key' },
    },
    {
      id: 'upload-files',
      target: 'https://tmpfiles.org/base',
      allow: [
        { method: 'GET', path: '^/dl/\\d{1,12}/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$' },
        { method: 'POST', path: '^/up"load\\\\$' },
      ],
      rateLimitPerMinute: 30,
      maxRequestBytes: 5000,
    },
  ],
};

describe('the nginx configuration of a build', () => {
  const files = nginxFiles(CONFIG, { installDir: '/etc/nginx/dashboard/', trustedCa: '/ca.pem' });

  it("writes each allowlist regex so that nginx's quoted string gives back the build's own source", () => {
    // nginx turns \\ into \ and \" into " inside double quotes.
    expect(files['http.conf']).toContain('"~^/dl/\\\\d{1,12}/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$" 1;');
    expect(files['http.conf']).toContain('"~^/up\\"load\\\\\\\\$" 1;');
    expect(files['http.conf']).toMatch(
      /map \$request_method \$dashboard_upload_files_allowed \{\n {2}default 0;\n {2}GET \$dashboard_upload_files_allows_get;\n {2}POST \$dashboard_upload_files_allows_post;\n\}/,
    );
  });

  it('forwards only the shared request header allowlist, and the key from the root-only secrets file', () => {
    const proxy = files['proxy.conf']!;
    expect(proxy).toContain('proxy_pass_request_headers off;');
    const forwarded = [...proxy.matchAll(/^proxy_set_header (\S+) \$http_\S+;$/gm)].map((match) => match[1]);
    expect(forwarded).toEqual([...FORWARDED_REQUEST_HEADERS]);
    expect(files['server.conf']).toContain('proxy_set_header 0x-api-key $dashboard_swap_secret;');
    expect(files['http.conf']).toContain('map $http_0x_api_key $dashboard_swap_secret { "" $dashboard_secret_swap_api_key; default $http_0x_api_key; }');
    expect(files['secrets.conf.example']).toContain('map $host $dashboard_secret_swap_api_key {');
  });

  it("states the limit applied: nginx's rate, a burst of the limit, Retry-After one slot", () => {
    const server = files['server.conf']!;
    expect(files['http.conf']).toContain('limit_req_zone $binary_remote_addr zone=dashboard_upload_files:10m rate=30r/m;');
    expect(server).toContain('limit_req zone=dashboard_upload_files burst=29 nodelay;');
    expect(server).toContain('add_header Retry-After 2 always;');
    expect(server).toContain(`return 429 '{"message":"Too many requests to upload-files through this proxy: at most 30 a minute. Try again in 2 s."}';`);
    expect(server).toContain('client_max_body_size 5000;');
  });

  it("proxies to the target's own path with the raw path and query, naming the host for SNI", () => {
    const server = files['server.conf']!;
    expect(server).toContain('proxy_pass https://dashboard_upload_files/base$dashboard_proxy_rest$dashboard_raw_query;');
    expect(server).toContain('proxy_ssl_name tmpfiles.org;');
    expect(files['proxy.conf']).toContain('proxy_ssl_server_name on;');
    expect(files['proxy.conf']).toContain('proxy_ssl_trusted_certificate /ca.pem;');
    expect(files['http.conf']).toContain('upstream dashboard_upload_files { server tmpfiles.org:443; keepalive 8; }');
  });

  it("sends the build's CSP, wss:// origins included, from every location", () => {
    expect(files['headers.conf']).toContain(`add_header Content-Security-Policy "${headerCsp(CONFIG.csp)}" always;`);
    expect(files['server.conf']).toContain('include /etc/nginx/dashboard/headers.conf;');
    expect(files['server.conf']).not.toContain('//headers.conf');
  });
});
