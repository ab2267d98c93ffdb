import { upstreamName } from '../config/endpoints.ts';
import { isUpstreamError } from '../http/errors.ts';
import { formatDuration } from '../lib/format.ts';

export interface Explanation {
  title: string;
  /** What went wrong, in plain words. */
  summary: string;
  /** What the user can do about it. */
  advice: string;
}

const serviceName = upstreamName;

export function explainError(error: unknown, options: { online?: boolean } = {}): Explanation {
  if (!isUpstreamError(error)) {
    return {
      title: 'Something failed in the app',
      summary: error instanceof Error ? error.message : String(error),
      advice: 'Try again. If it keeps happening, reload the page.',
    };
  }
  const name = serviceName(error.service);
  const said = error.upstreamMessage ? ` It said: “${error.upstreamMessage}”` : '';
  switch (error.kind) {
    case 'network':
      return options.online === false
        ? { title: 'You are offline', summary: `${name} cannot be reached without a connection.`, advice: 'Requests resume when you are back online.' }
        : {
            title: `Can't reach ${name}`,
            summary: `${error.message}: no reply came back. The service may be down, or it refused this browser (CORS).`,
            advice: 'Check your connection and try again. If the base URL was changed in Settings, check it.',
          };
    case 'timeout':
      return { title: `${name} did not answer in time`, summary: `${error.message}.`, advice: 'The service is slow or overloaded. Try again in a moment.' };
    case 'rate-limited':
      return {
        title: `${name}: rate limit reached`,
        summary: `Too many requests were sent (HTTP 429).${said}`,
        advice: error.retryAfterMs !== undefined ? `Wait ${formatDuration(error.retryAfterMs)} before trying again.` : 'Wait a minute before trying again.',
      };
    case 'invalid-response':
      return {
        title: `${name} sent a reply the app cannot read`,
        summary: `${error.message}.`,
        advice: 'This is usually temporary (a gateway or maintenance page). Try again; the details show what arrived.',
      };
    case 'upstream':
      return { title: `${name} reported an error`, summary: error.upstreamMessage ?? error.message, advice: 'Check your input, then try again.' };
    case 'http':
      return explainHttp(name, error.status ?? 0, said, error.details.length > 0);
  }
}

function explainHttp(name: string, status: number, said: string, hasDetails: boolean): Explanation {
  if (status >= 500) {
    return { title: `${name} had a problem (HTTP ${status})`, summary: `The failure is on the service's side.${said}`, advice: 'Try again shortly.' };
  }
  if (status === 401 || status === 403) {
    return {
      title: `${name} refused the request (HTTP ${status})`,
      summary: `The API key is missing, invalid or not allowed.${said}`,
      advice: 'Check the API key in Settings.',
    };
  }
  if (status === 404) {
    return { title: `${name}: not found (HTTP 404)`, summary: `The address was not found.${said}`, advice: 'Check the base URL in Settings.' };
  }
  return {
    title: `${name} rejected the request (HTTP ${status})`,
    summary: `The service did not accept the request.${said}`,
    advice: hasDetails ? 'Correct the fields listed below and try again.' : 'Check your input and try again.',
  };
}
