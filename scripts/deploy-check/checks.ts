import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORWARDED_REQUEST_HEADERS } from '../../server/forward-headers.ts';
import { MAX_REPORT_BYTES } from '../../server/csp-report.ts';
import { CSP_REPORT_PATH, headerCsp, HSTS, PERMISSIONS_POLICY, REPORTING_ENDPOINTS } from '../../server/security-headers.ts';
import type { ServerConfig } from '../../server/config.ts';
import type { FakeUpstream } from './fake-upstream.ts';
import { header, send, type Reply, type SendOptions } from './http-client.ts';
import type { RunningTarget } from './targets.ts';

export interface CheckContext {
  config: ServerConfig;
  dist: string;
  upstream: FakeUpstream;
  /** The server-side 0x key the deployments were given. */
  swapKey: string;
  /** The CSP header the Node server sends on its pages: every deployment must send exactly this. */
  nodeCsp: () => string | undefined;
}

/** Each check throws an Error saying what it saw when it fails; 'n/a' when it does not apply to the target. */
export interface Check {
  name: string;
  run(target: RunningTarget, context: CheckContext): Promise<void | 'n/a'>;
}

const fail = (message: string): never => {
  throw new Error(message);
};
const expectThat = (condition: boolean, message: string) => condition || fail(message);

/** The upstream's log entries added while `action` runs (the checks run one at a time per target). */
async function reaching<T>(context: CheckContext, action: () => Promise<T>) {
  const before = context.upstream.log.length;
  const result = await action();
  return { result, seen: context.upstream.log.slice(before) };
}

/** A refusal answered before the upstream: a 4xx with the app's JSON `{"message"}` (no body for HEAD), and nothing logged upstream. */
async function expectRefused(target: RunningTarget, context: CheckContext, path: string, options: SendOptions, statuses: number[]) {
  const method = options.method ?? 'GET';
  const { result, seen } = await reaching(context, () => send(target, path, options));
  const said = `${method} ${path} -> ${result.status} ${header(result, 'content-type') ?? ''} ${result.text.slice(0, 80)}`;
  expectThat(seen.length === 0, `${method} ${path} reached the upstream as ${seen[0]?.method} ${seen[0]?.target}`);
  expectThat(statuses.includes(result.status), `${said} (expected ${statuses.join(' or ')})`);
  expectThat(/^application\/json/.test(header(result, 'content-type') ?? ''), `${said}: not the app's JSON error`);
  if (method !== 'HEAD') {
    let message: unknown;
    try {
      message = (JSON.parse(result.text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    expectThat(typeof message === 'string' && message.length > 0, `${said}: no {"message"} in the body`);
  }
}

const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };

function expectSecurityHeaders(reply: Reply, target: RunningTarget, context: CheckContext, what: string) {
  const expected: Record<string, string> = {
    'content-security-policy': headerCsp(context.config.csp),
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'reporting-endpoints': REPORTING_ENDPOINTS,
  };
  for (const [name, value] of Object.entries(expected)) expectThat(header(reply, name) === value, `${what}: ${name} is ${JSON.stringify(header(reply, name))}`);
  const hsts = header(reply, 'strict-transport-security');
  expectThat(target.tls ? hsts === HSTS : hsts === undefined || hsts === HSTS, `${what}: strict-transport-security is ${JSON.stringify(hsts)}`);
}

const maxAge = (cacheControl: string | undefined) => Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);
const cachedLong = (cacheControl: string | undefined) => /immutable/.test(cacheControl ?? '') || maxAge(cacheControl) > 0;

const distFile = (context: CheckContext, path: string) => readFileSync(join(context.dist, path), 'utf8');
const hashedAsset = (context: CheckContext) => {
  const name = readdirSync(join(context.dist, 'assets')).find((file) => file.endsWith('.js'));
  return name ? `/assets/${name}` : fail('the build has no JavaScript asset');
};

/** Headers a client may send that must never reach an upstream, each with a value the upstream log is searched for. */
const HOSTILE_HEADERS: Record<string, string> = {
  Cookie: 'session=leak-cookie',
  Authorization: 'Bearer leak-authorization',
  'Proxy-Authorization': 'Basic leak-proxy-authorization',
  Referer: 'https://elsewhere.example/leak-referer',
  'X-Real-IP': '203.0.113.1-leak',
  'X-Forwarded-For': '203.0.113.2-leak',
  'X-Forwarded-Host': 'leak-forwarded-host.example',
  'X-Forwarded-Proto': 'leak-forwarded-proto',
  Forwarded: 'for=leak-forwarded',
  'True-Client-IP': '203.0.113.3-leak',
  'CF-Connecting-IP': '203.0.113.4-leak',
  'Sec-Fetch-Mode': 'leak-sec-fetch-mode',
  'Sec-Fetch-Dest': 'leak-sec-fetch-dest',
  'Sec-CH-UA': '"leak-sec-ch-ua"',
  Connection: 'keep-alive, X-Named-In-Connection',
  'X-Named-In-Connection': 'leak-named-in-connection',
  'X-Custom-Anything': 'leak-custom',
};

/** Spellings of disallowed proxy targets: each must be refused before the upstream. */
export const DISALLOWED_PATHS = [
  '/proxy/swap/swap/allowance-holder/quote',
  '/proxy/swap/swap/permit2/quote?chainId=1',
  '/proxy/nope/swap/chains',
  '/proxy/colleges/schools',
  '/proxy/swap/swap/chains/../quote',
  '/proxy/swap/swap/chains/%2e%2e/quote',
  '/proxy/coffee/..%2f..%2fswap/swap/chains',
  '/proxy/swap/swap%2Fchains',
  '/proxy/swap/swap%2fchains',
  '/proxy/swap/swap%5Cchains',
  '/proxy/swap//swap/chains',
  '/proxy/coffee//random.json',
  '/proxy/swap/swap/chains/',
  '/proxy/swap/swap/chains%00',
  '/proxy/swap/swap/chains%0a',
  '/proxy/swap',
  '/proxy/',
];

/**
 * Dot segments that resolve to an allowed path. Node and nginx refuse every one. Cloudflare
 * resolves `.` and `..` (encoded or not) before a Worker sees the URL, so there such a spelling
 * is the allowed path itself, under every check that path gets (key, origin, rate limit).
 */
export const DOT_SEGMENT_PATHS = [
  '/proxy/swap/swap/%2e%2e/swap/chains',
  '/proxy/swap/swap/chains/%2E%2E/permit2/price',
  '/proxy/swap/swap/%2e/chains',
  '/proxy/swap/swap/./chains',
  '/proxy/coffee/%2e%2e/swap/swap/chains',
];

/** Headers a runtime adds to its own outgoing requests: Node's fetch marks them CORS, a Worker's subrequests name the Worker. */
const RUNTIME_ADDED: Record<string, (value: string) => boolean> = {
  'sec-fetch-mode': (value) => value === 'cors',
  'cf-worker': (value) => !/leak/.test(value),
};

const CHAINS = '/proxy/swap/swap/chains?chainId=1';
const SHARE = '/proxy/upload-files/dl/12345/share.enc';
const UPLOAD_BYTES = 1536 * 1024;

/** A violation as Chromium's Reporting API sends it. */
const REPORT = JSON.stringify([
  {
    type: 'csp-violation',
    url: 'https://app.example/jobs?secret=query',
    body: {
      documentURL: 'https://app.example/jobs?secret=query',
      blockedURL: 'trusted-types-sink',
      effectiveDirective: 'require-trusted-types-for',
      disposition: 'enforce',
      sample: 'Element innerHTML|<b>x',
    },
  },
]);

const CSP_REPORT_CHECK: Check = {
  name: 'CSP reports: enforced Trusted Types, 204 for a report, wrong type and oversize refused',
  async run(target, context) {
    const page = await send(target, '/', { headers: { Accept: 'text/html' } });
    const csp = header(page, 'content-security-policy') ?? '';
    for (const directive of ["require-trusted-types-for 'script'", 'trusted-types ', `report-uri ${CSP_REPORT_PATH}`, 'report-to '])
      expectThat(csp.includes(directive), `the page's CSP has no ${directive.trim()}: ${csp}`);
    const post = (type: string, body: Buffer | string) =>
      send(target, CSP_REPORT_PATH, { method: 'POST', headers: { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)) }, body });
    const accepted = await reaching(context, () => post('application/reports+json', REPORT));
    expectThat(accepted.result.status === 204 && accepted.result.text === '', `a report -> ${accepted.result.status} ${accepted.result.text.slice(0, 80)}`);
    expectThat(accepted.seen.length === 0, 'a report reached the upstream');
    const old = await post(
      'application/csp-report',
      JSON.stringify({ 'csp-report': { 'document-uri': 'https://app.example/', 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem' } }),
    );
    expectThat(old.status === 204, `a report-uri report -> ${old.status}`);
    for (const [type, body, status] of [
      ['text/plain', REPORT, 415],
      ['application/json', REPORT, 415],
      ['application/reports+json', Buffer.alloc(MAX_REPORT_BYTES + 1, 0x20), 413],
    ] as const) {
      const refused = await post(type, body);
      const said = `${type}, ${Buffer.byteLength(body)} bytes -> ${refused.status} ${refused.text.slice(0, 80)}`;
      expectThat(refused.status === status, `${said} (expected ${status})`);
      expectThat(!refused.text.includes('innerHTML') && !refused.text.includes('secret'), `${said}: the report came back`);
    }
    const get = await send(target, CSP_REPORT_PATH);
    expectThat(get.status === 405, `GET ${CSP_REPORT_PATH} -> ${get.status}`);
  },
};

export const CHECKS: Check[] = [
  {
    name: 'page / with its HTML and security headers',
    async run(target, context) {
      const reply = await send(target, '/', { headers: { Accept: 'text/html' } });
      expectThat(reply.status === 200 && /^text\/html/.test(header(reply, 'content-type') ?? ''), `/ -> ${reply.status} ${header(reply, 'content-type')}`);
      expectThat(reply.text === distFile(context, 'index.html'), '/ is not index.html');
      expectSecurityHeaders(reply, target, context, '/');
    },
  },
  {
    name: "CSP exactly the Node server's (from server-config.json)",
    async run(target, context) {
      const node = context.nodeCsp() ?? fail('the Node server sent no CSP to compare with');
      for (const path of ['/', '/healthz', CHAINS, '/assets/missing-Abcd1234.js']) {
        const reply = await send(target, path, { headers: SAME_SITE });
        expectThat(
          header(reply, 'content-security-policy') === node,
          `${path}: CSP differs from the Node server's: ${header(reply, 'content-security-policy')}`,
        );
      }
    },
  },
  {
    name: "pages' own HTML (/countries/console, /colleges/123)",
    async run(target, context) {
      for (const [path, file] of [
        ['/countries/console', 'countries/console.html'],
        ['/colleges/123', 'colleges/_.html'],
        ['/jobs/saved/not-a-page', 'index.html'],
      ] as const) {
        const reply = await send(target, path, { headers: { Accept: 'text/html' } });
        expectThat(reply.status === 200 && reply.text === distFile(context, file), `${path} -> ${reply.status}, not ${file}`);
        expectThat(!cachedLong(header(reply, 'cache-control')), `${path} cached long: ${header(reply, 'cache-control')}`);
        expectSecurityHeaders(reply, target, context, path);
      }
    },
  },
  {
    name: '/healthz answers JSON without the upstream',
    async run(target, context) {
      const { result, seen } = await reaching(context, () => send(target, '/healthz'));
      expectThat(result.status === 200 && result.text === '{"ok":true}', `/healthz -> ${result.status} ${result.text.slice(0, 60)}`);
      expectThat(/^application\/json/.test(header(result, 'content-type') ?? ''), `/healthz is ${header(result, 'content-type')}`);
      expectThat(seen.length === 0, '/healthz reached the upstream');
    },
  },
  {
    name: 'hashed asset cached a year',
    async run(target, context) {
      const path = hashedAsset(context);
      const reply = await send(target, path);
      expectThat(reply.status === 200, `${path} -> ${reply.status}`);
      expectThat(header(reply, 'cache-control') === 'public, max-age=31536000, immutable', `${path}: cache-control ${header(reply, 'cache-control')}`);
    },
  },
  {
    name: 'missing asset: 404, not HTML, not cached long',
    async run(target) {
      for (const path of ['/assets/x.js', '/assets/missing-Abcd1234.js', '/assets/missing-Abcd1234.css']) {
        for (const accept of ['*/*', 'text/html']) {
          const reply = await send(target, path, { headers: { Accept: accept } });
          const said = `${path} (Accept ${accept}) -> ${reply.status} ${header(reply, 'content-type')} cache-control ${header(reply, 'cache-control')}`;
          expectThat(reply.status === 404, said);
          expectThat(!/^text\/html/.test(header(reply, 'content-type') ?? ''), said);
          expectThat(!cachedLong(header(reply, 'cache-control')), said);
        }
      }
    },
  },
  {
    name: 'web manifest served as application/manifest+json',
    async run(target) {
      const reply = await send(target, '/manifest.webmanifest');
      expectThat(
        reply.status === 200 && /^application\/manifest\+json/.test(header(reply, 'content-type') ?? ''),
        `-> ${reply.status} ${header(reply, 'content-type')}`,
      );
    },
  },
  {
    name: 'precompressed copy with Vary: Accept-Encoding',
    async run(target) {
      // Cloudflare compresses at its edge; the local runtime sends files as they are.
      if (target.name === 'Worker') return 'n/a';
      const reply = await send(target, '/', { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
      expectThat(header(reply, 'content-encoding') === 'gzip', `/ with Accept-Encoding gzip -> content-encoding ${header(reply, 'content-encoding')}`);
      expectThat(/accept-encoding/i.test(header(reply, 'vary') ?? ''), `vary is ${header(reply, 'vary')}`);
    },
  },
  {
    name: 'internal files never served',
    async run(target, context) {
      const gz = readdirSync(join(context.dist, 'assets')).find((file) => file.endsWith('.js.gz'));
      const paths = [
        '/server-config.json',
        '/index.html.br',
        '/index.html.gz',
        '/_headers',
        '/.assetsignore',
        '/.vite/manifest.json',
        ...(gz ? [`/assets/${gz}`] : []),
      ];
      for (const path of paths) {
        const reply = await send(target, path, { headers: { Accept: 'text/html' } });
        expectThat(reply.status === 404, `${path} -> ${reply.status} ${header(reply, 'content-type')}`);
      }
    },
  },
  {
    name: 'allowed call: the key and allowlisted headers only',
    async run(target, context) {
      const { result, seen } = await reaching(context, () =>
        send(target, CHAINS, { headers: { ...HOSTILE_HEADERS, ...SAME_SITE, Accept: 'application/json', '0x-version': 'v2', 'Accept-Language': 'en' } }),
      );
      expectThat(result.status === 200, `${CHAINS} -> ${result.status} ${result.text.slice(0, 120)}`);
      expectThat(seen.length === 1, `the upstream saw ${seen.length} requests`);
      const request = seen[0]!;
      expectThat(request.target === '/swap/swap/chains?chainId=1', `the upstream saw ${request.target}`);
      expectThat(request.headers['0x-api-key'] === context.swapKey, `0x-api-key upstream: ${JSON.stringify(request.headers['0x-api-key'])}`);
      expectThat(request.headers['0x-version'] === 'v2' && request.headers.accept === 'application/json', '0x-version or Accept did not arrive');
      const leaked = Object.entries(request.headers).filter(([, value]) => /leak/i.test(value));
      expectThat(leaked.length === 0, `reached the upstream: ${leaked.map(([name]) => name).join(', ')}`);
      const allowed = new Set<string>([...FORWARDED_REQUEST_HEADERS, '0x-api-key', 'host', 'connection', 'content-length']);
      const extra = Object.entries(request.headers).filter(([name, value]) => !allowed.has(name) && !RUNTIME_ADDED[name]?.(value));
      expectThat(extra.length === 0, `headers beyond the allowlist reached the upstream: ${extra.map(([name]) => name).join(', ')}`);
    },
  },
  {
    name: 'a personal key goes through as it is',
    async run(target, context) {
      const { seen } = await reaching(context, () => send(target, CHAINS, { headers: { ...SAME_SITE, '0x-api-key': 'personal-key-7' } }));
      expectThat(seen[0]?.headers['0x-api-key'] === 'personal-key-7', `the upstream got ${JSON.stringify(seen[0]?.headers['0x-api-key'])}`);
    },
  },
  {
    name: "upstream's cookies, CORS grants, Alt-Svc and the key never returned",
    async run(target, context) {
      const reply = await send(target, CHAINS, { headers: SAME_SITE });
      for (const name of ['set-cookie', 'access-control-allow-origin', 'alt-svc'])
        expectThat(header(reply, name) === undefined, `${name} came back: ${header(reply, name)}`);
      expectThat(!JSON.stringify(reply.headers).includes(context.swapKey) && !reply.text.includes(context.swapKey), 'the key came back');
      expectSecurityHeaders(reply, target, context, CHAINS);
    },
  },
  {
    name: 'upstream reached over TLS with SNI',
    async run(target, context) {
      const { seen } = await reaching(context, () => send(target, '/proxy/coffee/random.json'));
      expectThat(seen.length === 1, `the upstream saw ${seen.length} requests (${context.upstream.refusedWithoutSni} TLS connections without SNI refused)`);
      expectThat(seen[0]!.serverName === 'localhost', `SNI ${seen[0]!.serverName}`);
    },
  },
  {
    name: 'disallowed paths and spellings: JSON 4xx, upstream untouched',
    async run(target, context) {
      for (const path of DISALLOWED_PATHS) await expectRefused(target, context, path, { headers: SAME_SITE }, [400, 404]);
    },
  },
  {
    name: '. and .. segments: refused (Worker: resolved by the platform first)',
    async run(target, context) {
      for (const path of DOT_SEGMENT_PATHS) {
        if (target.name !== 'Worker') {
          await expectRefused(target, context, path, { headers: SAME_SITE }, [400, 404]);
          continue;
        }
        const resolved = new URL(path, 'http://x').pathname;
        const { result, seen } = await reaching(context, () => send(target, path, { headers: SAME_SITE }));
        const where = resolved.replace(/^\/proxy\/[^/]+/, '');
        expectThat(
          seen.every((request) => request.target.endsWith(where)),
          `${path} reached ${seen[0]?.target}, not ${resolved}`,
        );
        expectThat(seen.length === 0 || result.status === 200, `${path} -> ${result.status}`);
      }
    },
  },
  {
    name: 'methods outside the allowlist (HEAD too): JSON 404, upstream untouched',
    async run(target, context) {
      for (const method of ['HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
        await expectRefused(target, context, CHAINS, { method, headers: SAME_SITE }, [404, 405]);
      await expectRefused(target, context, '/proxy/upload/upload', { headers: SAME_SITE }, [404, 405]);
      await expectRefused(target, context, SHARE, { method: 'HEAD' }, [404, 405]);
    },
  },
  {
    name: 'cross-site, same-site, foreign and null Origin: JSON 403',
    async run(target, context) {
      const refused: Record<string, string>[] = [
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
      ];
      for (const headers of refused) {
        await expectRefused(target, context, CHAINS, { headers }, [403]);
      }
    },
  },
  {
    name: 'proxied upload over 1 MB passes whole',
    async run(target, context) {
      const body = Buffer.alloc(UPLOAD_BYTES, 0x61);
      const { result, seen } = await reaching(context, () =>
        send(target, '/proxy/upload/upload', {
          method: 'POST',
          headers: { ...SAME_SITE, 'Content-Type': 'application/octet-stream', 'Content-Length': String(body.byteLength) },
          body,
        }),
      );
      expectThat(result.status === 200, `POST ${UPLOAD_BYTES} bytes -> ${result.status} ${result.text.slice(0, 120)}`);
      expectThat(seen.length === 1 && seen[0]!.bodyBytes === UPLOAD_BYTES, `the upstream got ${seen[0]?.bodyBytes} of ${UPLOAD_BYTES} bytes`);
    },
  },
  {
    name: '/upload/open fetches a share through upload-files',
    async run(target, context) {
      const page = await send(target, '/upload/open', { headers: { Accept: 'text/html' } });
      expectThat(page.status === 200 && page.text === distFile(context, 'upload/open.html'), `/upload/open -> ${page.status}`);
      const { result, seen } = await reaching(context, () => send(target, SHARE, { headers: { ...SAME_SITE, Accept: 'application/octet-stream' } }));
      expectThat(result.status === 200 && result.text === 'encrypted share 12345', `${SHARE} -> ${result.status} ${result.text.slice(0, 80)}`);
      expectThat(seen[0]?.target === '/upload-files/dl/12345/share.enc', `the upstream saw ${seen[0]?.target}`);
    },
  },
  CSP_REPORT_CHECK,
];

/** How long a target says to wait after its limit, and what it must say. */
function expectedRetryAfter(target: RunningTarget, limitPerMinute: number): { seconds: number; limit: string } {
  if (target.bindingLimit) {
    const { requests, periodSeconds } = target.bindingLimit;
    return { seconds: periodSeconds, limit: periodSeconds === 60 ? `${requests} a minute` : `${requests} every ${periodSeconds} s` };
  }
  return { seconds: Math.max(1, Math.ceil(60 / limitPerMinute)), limit: `${limitPerMinute} a minute` };
}

/**
 * The rate limit, last: requests until a 429, which must carry the JSON message and a
 * Retry-After equal to the limit applied; after waiting that long, a request passes again.
 */
export const RATE_LIMIT_CHECK: Check = {
  name: "rate limit: 429 JSON, Retry-After the limit's own",
  async run(target, context) {
    const limitPerMinute = context.config.proxies.find(({ id }) => id === 'coffee')?.rateLimitPerMinute ?? 120;
    const expected = expectedRetryAfter(target, limitPerMinute);
    // The Workers binding counts in fixed windows: a burst that straddles a window's end splits in
    // two, so only twice the limit (plus margin) is sure to fill one window on a slow machine.
    const allowed = target.bindingLimit?.requests ?? limitPerMinute;
    const cap = (target.bindingLimit ? 2 * allowed : allowed) + 20;
    let refused: Reply | undefined;
    let passed = 0;
    for (let sent = 0; sent < cap && !refused; sent += 1) {
      const reply = await send(target, '/proxy/coffee/random.json');
      if (reply.status === 429) refused = reply;
      else if (reply.status === 200) passed += 1;
      else fail(`request ${sent + 1} -> ${reply.status}`);
    }
    if (!refused) return fail(`no 429 after ${cap} requests`);
    const retryAfter = Number(header(refused, 'retry-after'));
    expectThat(retryAfter === expected.seconds, `Retry-After ${header(refused, 'retry-after')} (expected ${expected.seconds}) after ${passed} passed`);
    const message = (JSON.parse(refused.text) as { message?: string }).message ?? '';
    expectThat(message.includes(`at most ${expected.limit}`) && message.includes(`${retryAfter} s`), `429 message: ${message}`);
    await new Promise((done) => setTimeout(done, retryAfter * 1000 + 500));
    const again = await send(target, '/proxy/coffee/random.json');
    expectThat(again.status === 200, `${retryAfter} s after the 429 -> ${again.status}`);
  },
};
