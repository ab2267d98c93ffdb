import { z } from 'zod';
import { jsonMessage } from './json-response.ts';
import type { Logger } from './log.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';

/** A browser's batch of reports is a few KB; anything larger is not a report. */
export const MAX_REPORT_BYTES = 64 * 1024;
/** Report requests a minute per client: a page breaking its policy in a loop is logged, not a flood. */
export const REPORT_RATE_LIMIT_PER_MINUTE = 30;
/** Violations logged from one request; the rest are counted in the last line. */
export const MAX_VIOLATIONS_PER_REPORT = 20;
/** The Reporting API's type, and report-uri's. */
export const REPORT_CONTENT_TYPES = ['application/reports+json', 'application/csp-report'] as const;

/** One violation, as it is logged: paths and keywords only, never a query string, a fragment or a sample of page text. */
export interface Violation {
  directive: string;
  disposition: string;
  blocked: string;
  page: string;
  source?: string;
  line?: number;
  column?: number;
  /** Trusted Types only: the sink ("Element innerHTML") or the policy name, never the value. */
  sink?: string;
}

const text = z.string().max(4096).optional();
const position = z.number().int().nonnegative().optional();

/** application/reports+json: the Reporting API's batch; reports of other types are skipped. */
const reportingApiBatch = z.array(
  z.object({
    type: z.string(),
    url: text,
    body: z
      .object({
        documentURL: text,
        blockedURL: text,
        effectiveDirective: text,
        disposition: text,
        sourceFile: text,
        sample: text,
        lineNumber: position,
        columnNumber: position,
      })
      .optional(),
  }),
);

/** application/csp-report: report-uri's single report. */
const reportUriBody = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    disposition: text,
    'source-file': text,
    'script-sample': text,
    'line-number': position,
    'column-number': position,
  }),
});

/** A URL as origin and path (no credentials, query or fragment); a keyword such as `inline` or `trusted-types-sink` as it is. */
export function redactUrl(value: string | undefined): string {
  if (!value) return '';
  if (/^[a-z][a-z-]{0,40}$/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:')
      return `${url.origin}${url.pathname}`.slice(0, 300);
    return url.protocol.replace(/:$/, '');
  } catch {
    return 'unparsed';
  }
}

/** A page address as its path only. */
const pagePath = (value: string | undefined) => {
  if (!value) return '';
  try {
    return new URL(value).pathname.slice(0, 300);
  } catch {
    return 'unparsed';
  }
};

/** For a Trusted Types violation, what was blocked without the value: "Element innerHTML" from "Element innerHTML|<img ...", or the policy name. */
function trustedTypesSink(blocked: string, sample: string | undefined): string | undefined {
  if (!sample) return undefined;
  if (blocked === 'trusted-types-sink') {
    const sink = sample.split('|')[0]!.trim();
    return /^[\w .-]{1,80}$/.test(sink) ? sink : undefined;
  }
  if (blocked === 'trusted-types-policy') return /^[\w-]{1,64}$/.test(sample) ? sample : undefined;
  return undefined;
}

function violation(fields: {
  directive?: string;
  disposition?: string;
  blocked?: string;
  page?: string;
  source?: string;
  sample?: string;
  line?: number;
  column?: number;
}): Violation {
  const blocked = redactUrl(fields.blocked);
  const sink = trustedTypesSink(blocked, fields.sample);
  return {
    directive: /^[a-z-]{1,60}$/.test(fields.directive ?? '') ? fields.directive! : 'unknown',
    disposition: fields.disposition === 'report' ? 'report' : 'enforce',
    blocked,
    page: pagePath(fields.page),
    ...(fields.source ? { source: redactUrl(fields.source) } : {}),
    ...(fields.line !== undefined ? { line: fields.line } : {}),
    ...(fields.column !== undefined ? { column: fields.column } : {}),
    ...(sink ? { sink } : {}),
  };
}

/** The violations in a report body of the given type, or undefined when it is not a report of that type. */
export function parseViolations(type: (typeof REPORT_CONTENT_TYPES)[number], body: unknown): Violation[] | undefined {
  if (type === 'application/reports+json') {
    const batch = reportingApiBatch.safeParse(body);
    if (!batch.success) return undefined;
    return batch.data
      .filter((report) => report.type === 'csp-violation' && report.body)
      .map(({ url, body: report }) =>
        violation({
          directive: report!.effectiveDirective,
          disposition: report!.disposition,
          blocked: report!.blockedURL,
          page: report!.documentURL ?? url,
          source: report!.sourceFile,
          sample: report!.sample,
          line: report!.lineNumber,
          column: report!.columnNumber,
        }),
      );
  }
  const single = reportUriBody.safeParse(body);
  if (!single.success) return undefined;
  const report = single.data['csp-report'];
  return [
    violation({
      directive: report['effective-directive'] ?? report['violated-directive']?.split(' ')[0],
      disposition: report.disposition,
      blocked: report['blocked-uri'],
      page: report['document-uri'],
      source: report['source-file'],
      sample: report['script-sample'],
      line: report['line-number'],
      column: report['column-number'],
    }),
  ];
}

/** The body's bytes, or undefined as soon as it passes `limit` (the rest is never read). */
async function readCapped(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export interface CspReportOptions {
  log: Logger;
  rateLimitStore?: RateLimitStore;
}

/**
 * POST /csp-report: takes the browsers' violation reports (report-to and report-uri), logs one
 * line per violation and answers 204 with no body. Only the two report types are accepted, the
 * body is capped and the client rate limited; nothing of the report is ever sent back.
 */
export function createCspReportHandler(options: CspReportOptions): (request: Request, clientIp: string | undefined) => Promise<Response> {
  const store = options.rateLimitStore ?? new MemoryRateLimitStore();
  return async (request, clientIp) => {
    if (request.method !== 'POST') return jsonMessage(405, 'Reports are POSTed', { Allow: 'POST' });
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const reportType = REPORT_CONTENT_TYPES.find((known) => known === type);
    if (!reportType) return jsonMessage(415, `A report is ${REPORT_CONTENT_TYPES.join(' or ')}`);
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > MAX_REPORT_BYTES) return jsonMessage(413, `A report is at most ${MAX_REPORT_BYTES} bytes`);
    const limit = await store.take(`csp-report:${clientIp ?? 'unknown'}`, REPORT_RATE_LIMIT_PER_MINUTE);
    if (!limit.allowed) return jsonMessage(429, 'Too many reports', { 'Retry-After': String(limit.retryAfterSeconds) });
    const bytes = await readCapped(request, MAX_REPORT_BYTES);
    if (!bytes) return jsonMessage(413, `A report is at most ${MAX_REPORT_BYTES} bytes`);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return jsonMessage(400, 'A report is JSON');
    }
    const violations = parseViolations(reportType, body);
    if (!violations) return jsonMessage(400, `Not a ${reportType} body`);
    for (const seen of violations.slice(0, MAX_VIOLATIONS_PER_REPORT)) options.log({ level: 'warn', msg: 'csp violation', ...seen });
    if (violations.length > MAX_VIOLATIONS_PER_REPORT)
      options.log({ level: 'warn', msg: 'csp violations not logged', count: violations.length - MAX_VIOLATIONS_PER_REPORT });
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  };
}
