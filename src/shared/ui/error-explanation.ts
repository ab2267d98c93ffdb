import { buildConfig } from '../config/env.ts';
import { upstreamName } from '../config/endpoints.ts';
import { CSP_BLOCKED, isUpstreamError, PROXY_FAILURE_PREFIX, type UpstreamError } from '../http/errors.ts';
import { formatDuration } from '../lib/format.ts';
import { viaProxyEnvName } from '../registry/upstream-names.ts';

export interface Explanation {
  title: string;
  /** What went wrong, in plain words. */
  summary: string;
  /** What the person in front of the page can do about it. */
  advice: string;
  /** What only whoever runs the site can change (build settings, the server): shown apart, never as the visitor's advice. */
  operator?: string;
}

/** A name may start lower-case ("the Coinbase fallback"); a sentence it starts does not. */
const atStart = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url, window.location.href).host : undefined;
  } catch {
    return undefined;
  }
};

/** What the proxy's error code means, in words a visitor can read. */
const PROXY_REASONS: Record<string, string> = {
  ENOTFOUND: 'the address of the service could not be found (DNS)',
  EAI_AGAIN: 'the address of the service could not be looked up (DNS)',
  ECONNREFUSED: 'the service refused the connection',
  ECONNRESET: 'the connection was cut',
  ETIMEDOUT: 'the connection timed out',
  timeout: 'the service did not answer in time',
};

export function explainError(error: unknown, options: { online?: boolean } = {}): Explanation {
  if (!isUpstreamError(error)) {
    return {
      title: 'Something failed in the app',
      summary: error instanceof Error ? error.message : String(error),
      advice: 'Try again. If it keeps happening, reload the page.',
    };
  }
  const name = upstreamName(error.service);
  const said = error.upstreamMessage ? ` It said: “${error.upstreamMessage}”` : '';
  if (error.code?.startsWith(PROXY_FAILURE_PREFIX)) return explainProxyFailure(name, error);
  switch (error.kind) {
    case 'network':
      if (options.online === false)
        return {
          title: 'You are offline',
          summary: `${atStart(name)} cannot be reached without a connection.`,
          advice: 'Requests resume when you are back online.',
        };
      return error.code === CSP_BLOCKED ? explainCspBlock(name, error) : explainNoReply(name, error);
    case 'timeout':
      return {
        title: `${atStart(name)} did not answer in time`,
        summary: `${error.message}.`,
        advice: 'The service is slow or overloaded. Try again in a moment.',
      };
    case 'rate-limited':
      return {
        title: `${atStart(name)}: rate limit reached`,
        summary: `Too many requests were sent (HTTP 429).${said}`,
        advice: error.retryAfterMs !== undefined ? `Wait ${formatDuration(error.retryAfterMs)} before trying again.` : 'Wait a minute before trying again.',
      };
    case 'invalid-response':
      return {
        title: `${atStart(name)} sent a reply the app cannot read`,
        summary: `${error.message}.`,
        advice: 'This is usually temporary (a gateway or maintenance page). Try again; the details show what arrived.',
      };
    case 'upstream':
      return { title: `${atStart(name)} reported an error`, summary: error.upstreamMessage ?? error.message, advice: 'Check your input, then try again.' };
    case 'http':
      return explainHttp(name, error.status ?? 0, said, error.details.length > 0);
  }
}

/** This site's server (the same-origin proxy) could not get to the service: the service itself may be fine. */
function explainProxyFailure(name: string, error: UpstreamError): Explanation {
  const reason = error.code!.slice(PROXY_FAILURE_PREFIX.length);
  return {
    title: `This site's server could not reach ${name}`,
    summary: `The request got to this site's server, which passes it on to ${name}, but ${PROXY_REASONS[reason] ?? 'no reply came back'}.`,
    advice: 'Try again in a moment. If it keeps failing, the service may be down or this site cannot reach it.',
    operator: `The proxy answered ${error.status ?? 502} with ${reason}: check that the server can resolve and reach the service's base URL (its network, DNS and the configured base URL).`,
  };
}

/** The browser refused to connect: the page's Content-Security-Policy does not list the service's origin. */
function explainCspBlock(name: string, error: UpstreamError): Explanation {
  const host = hostOf(error.request?.url) ?? 'its address';
  return {
    title: `This site's security policy blocked ${name}`,
    summary: `The browser did not send the request: ${host} is not among the addresses this site's security policy allows it to connect to.`,
    advice: `If the base URL in Settings was changed, set it back or use "Reset to defaults"; the default address is allowed.`,
    operator: `To allow ${host}, build with it as the service's base URL (the Content-Security-Policy's connect-src lists the built base URLs) or add https://${host} to connect-src where the site sets its headers (see docs/deploy.md).`,
  };
}

/** No reply at all: the service is down, or (called directly) it does not accept requests from other sites. */
function explainNoReply(name: string, error: UpstreamError): Explanation {
  const host = hostOf(error.request?.url);
  const sameOrigin = host !== undefined && host === window.location.host;
  if (sameOrigin) {
    return {
      title: `Can't reach ${name}`,
      summary: `${error.message}: this site's server did not answer.`,
      advice: 'Check your connection and try again.',
    };
  }
  const upstream = buildConfig.upstreams[error.service];
  return {
    title: `Can't reach ${name}`,
    summary: `${error.message}: no reply came back. The service may be down, or it does not accept requests from other sites (CORS).`,
    advice: 'Check your connection and try again. If the base URL was changed in Settings, check it.',
    operator:
      upstream && !upstream.viaProxy
        ? `If ${name} refuses browsers (CORS), build with ${viaProxyEnvName(error.service)}=true so requests go through this site's proxy.`
        : undefined,
  };
}

function explainHttp(name: string, status: number, said: string, hasDetails: boolean): Explanation {
  const Name = atStart(name);
  if (status >= 500) {
    return { title: `${Name} had a problem (HTTP ${status})`, summary: `The failure is on the service's side.${said}`, advice: 'Try again shortly.' };
  }
  if (status === 401 || status === 403) {
    return {
      title: `${Name} refused the request (HTTP ${status})`,
      summary: `The API key is missing, invalid or not allowed.${said}`,
      advice: 'Check the API key in Settings.',
    };
  }
  if (status === 404) {
    return { title: `${Name}: not found (HTTP 404)`, summary: `The address was not found.${said}`, advice: 'Check the base URL in Settings.' };
  }
  return {
    title: `${Name} rejected the request (HTTP ${status})`,
    summary: `The service did not accept the request.${said}`,
    advice: hasDetails ? 'Correct the fields listed below and try again.' : 'Check your input and try again.',
  };
}
