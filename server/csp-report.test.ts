import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { MAX_REPORT_BYTES, MAX_VIOLATIONS_PER_REPORT, parseViolations, redactUrl, REPORT_RATE_LIMIT_PER_MINUTE } from './csp-report.ts';
import type { LogLine } from './log.ts';
import { MemoryRateLimitStore } from './rate-limit.ts';
import { REPORTING_ENDPOINTS } from './security-headers.ts';

const CSP = "default-src 'self'; require-trusted-types-for 'script'; trusted-types dompurify dashboard-script-url";

function appWithLog(now = () => 0) {
  const lines: LogLine[] = [];
  const app = createApp({
    config: { csp: CSP, proxies: [] },
    secret: () => undefined,
    trustProxy: false,
    clientIp: (request) => request.headers.get('x-test-client') ?? '198.51.100.1',
    reportRateLimitStore: new MemoryRateLimitStore(now),
    log: (line) => lines.push(line),
  });
  const violations = () => lines.filter((line) => line.msg === 'csp violation');
  return { app, lines, violations };
}

const trustedTypesReport = (documentURL = 'https://app.example/jobs/berlin-dev?key=s3cret#top') => [
  {
    type: 'csp-violation',
    age: 3,
    url: documentURL,
    user_agent: 'Chrome',
    body: {
      documentURL,
      blockedURL: 'trusted-types-sink',
      effectiveDirective: 'require-trusted-types-for',
      disposition: 'enforce',
      sourceFile: 'https://app.example/assets/index-AbC123.js?v=1',
      sample: 'Element innerHTML|<img src=x onerror=alert(1)> s3cret',
      lineNumber: 12,
      columnNumber: 345,
      statusCode: 200,
    },
  },
];

const post = (app: ReturnType<typeof createApp>, type: string, body: string, headers: Record<string, string> = {}) =>
  app.request('/csp-report', { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });

describe('/csp-report', () => {
  it('logs one line per Reporting API violation, without the query, fragment or sample text, and answers 204 with no body', async () => {
    const { app, violations } = appWithLog();
    const reply = await post(app, 'application/reports+json', JSON.stringify(trustedTypesReport()));
    expect(reply.status).toBe(204);
    expect(await reply.text()).toBe('');
    expect(violations()).toEqual([
      expect.objectContaining({
        level: 'warn',
        directive: 'require-trusted-types-for',
        disposition: 'enforce',
        blocked: 'trusted-types-sink',
        sink: 'Element innerHTML',
        page: '/jobs/berlin-dev',
        source: 'https://app.example/assets/index-AbC123.js',
        line: 12,
        column: 345,
      }),
    ]);
    expect(JSON.stringify(violations())).not.toMatch(/s3cret|onerror|#top|\?/);
  });

  it('reads report-uri reports (application/csp-report, with a charset) too', async () => {
    const { app, violations } = appWithLog();
    const body = {
      'csp-report': {
        'document-uri': 'https://app.example/countries?q=fr',
        'blocked-uri': 'https://evil.example/x.js?token=abc',
        'violated-directive': 'script-src-elem',
        'original-policy': CSP,
        disposition: 'enforce',
      },
    };
    const reply = await post(app, 'application/csp-report; charset=utf-8', JSON.stringify(body));
    expect(reply.status).toBe(204);
    expect(violations()).toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'https://evil.example/x.js', page: '/countries' })]);
  });

  it('skips reports of other types in a batch and logs at most a batch limit of violations', async () => {
    const { app, lines, violations } = appWithLog();
    const many = Array.from({ length: MAX_VIOLATIONS_PER_REPORT + 5 }, () => trustedTypesReport()[0]);
    const reply = await post(app, 'application/reports+json', JSON.stringify([{ type: 'deprecation', url: 'https://app.example/', body: {} }, ...many]));
    expect(reply.status).toBe(204);
    expect(violations()).toHaveLength(MAX_VIOLATIONS_PER_REPORT);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'csp violations not logged', count: 5 }));
  });

  it('refuses other content types with 415, never reading or echoing the body', async () => {
    const { app, violations } = appWithLog();
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded', '']) {
      const reply = await post(app, type, JSON.stringify(trustedTypesReport()));
      expect(reply.status, type).toBe(415);
      expect(await reply.text()).not.toMatch(/innerHTML|s3cret/);
    }
    expect(violations()).toHaveLength(0);
  });

  it('refuses a body over the cap with 413, by its Content-Length or as it streams', async () => {
    const { app, violations } = appWithLog();
    const big = JSON.stringify([{ type: 'csp-violation', body: { sample: 'x'.repeat(MAX_REPORT_BYTES) } }]);
    expect((await post(app, 'application/reports+json', big)).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent <= MAX_REPORT_BYTES; sent += 4096) controller.enqueue(new Uint8Array(4096).fill(0x20));
        controller.close();
      },
    });
    const streamed = await app.request('/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(violations()).toHaveLength(0);
  });

  it('refuses malformed JSON and bodies that are not reports with 400, other methods with 405', async () => {
    const { app } = appWithLog();
    expect((await post(app, 'application/reports+json', '{not json')).status).toBe(400);
    expect((await post(app, 'application/reports+json', JSON.stringify({ hello: 'world' }))).status).toBe(400);
    expect((await post(app, 'application/csp-report', JSON.stringify([1, 2]))).status).toBe(400);
    const get = await app.request('/csp-report');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('rate limits each client, and another client still gets through', async () => {
    let now = 0;
    const { app } = appWithLog(() => now);
    const body = JSON.stringify(trustedTypesReport());
    for (let sent = 0; sent < REPORT_RATE_LIMIT_PER_MINUTE; sent += 1) expect((await post(app, 'application/reports+json', body)).status).toBe(204);
    const refused = await post(app, 'application/reports+json', body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(app, 'application/reports+json', body, { 'x-test-client': '198.51.100.2' })).status).toBe(204);
    now += 60_000;
    expect((await post(app, 'application/reports+json', body)).status).toBe(204);
  });

  it('sends the Reporting-Endpoints header and a CSP naming it on every response', async () => {
    const { app } = appWithLog();
    const reply = await app.request('/healthz');
    expect(reply.headers.get('reporting-endpoints')).toBe(REPORTING_ENDPOINTS);
    expect(reply.headers.get('content-security-policy')).toMatch(/; report-uri \/csp-report; report-to csp-endpoint$/);
  });
});

describe('redactUrl and parseViolations', () => {
  it('keeps keywords, reduces URLs to origin and path, and names other schemes only', () => {
    expect(redactUrl('inline')).toBe('inline');
    expect(redactUrl('https://user:pw@x.example/a/b?c=d#e')).toBe('https://x.example/a/b');
    expect(redactUrl('data:text/html,<script>')).toBe('data');
    expect(redactUrl('not a url with spaces')).toBe('unparsed');
  });

  it('never keeps a sample that is not a sink or a policy name', () => {
    const [seen] = parseViolations('application/reports+json', [
      { type: 'csp-violation', body: { blockedURL: 'inline', effectiveDirective: 'script-src-elem', sample: 'alert(document.cookie)' } },
    ])!;
    expect(seen).not.toHaveProperty('sink');
    const [policy] = parseViolations('application/reports+json', [
      { type: 'csp-violation', body: { blockedURL: 'trusted-types-policy', effectiveDirective: 'trusted-types', sample: 'evil-policy' } },
    ])!;
    expect(policy).toMatchObject({ sink: 'evil-policy', directive: 'trusted-types' });
  });
});
