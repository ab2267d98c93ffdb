import { Link } from 'react-router';
import { isUpstreamError } from '../../../shared/http/errors.ts';
import { formatDuration } from '../../../shared/lib/format.ts';

const SIGNUP_URL = 'https://api.data.gov/signup/';

function KeyHelp({ lead }: { lead: string }) {
  return (
    <p>
      {lead} Get a free key (1,000 requests an hour) at{' '}
      <a href={SIGNUP_URL} target="_blank" rel="noopener noreferrer" className="font-medium underline">
        api.data.gov/signup<span className="sr-only"> (opens in a new tab)</span>
      </a>{' '}
      and enter it in{' '}
      <Link to="/settings" className="font-medium underline">
        Settings
      </Link>
      .
    </p>
  );
}

/** College Scorecard specific guidance under the standard error explanation. */
export function CollegesErrorAdvice({ error }: { error: unknown }) {
  if (!isUpstreamError(error)) return null;
  if (error.kind === 'rate-limited' || error.code === 'OVER_RATE_LIMIT') {
    const wait = error.retryAfterMs === undefined ? 'when the rolling hour frees up some requests' : `in ${formatDuration(error.retryAfterMs)}`;
    return (
      <div className="space-y-1">
        <p className="font-medium">{`The API key's rate limit was reached. Retry ${wait}.`}</p>
        <KeyHelp lead="The shared DEMO_KEY allows only 30 requests an hour (50 a day) per IP address." />
      </div>
    );
  }
  if (error.code === 'API_KEY_MISSING') return <KeyHelp lead="No api_key reached api.data.gov, so the College Scorecard refused to answer." />;
  if (error.code === 'API_KEY_INVALID') return <KeyHelp lead="api.data.gov does not recognise this api_key: check it for typos or a missing character." />;
  if (error.status === 403) return <KeyHelp lead={`api.data.gov will not accept this key (${error.code ?? 'HTTP 403'}).`} />;
  if (error.status === 400) {
    return (
      <p>
        The College Scorecard explained the problem above in its own words.{' '}
        <Link to="/colleges" className="font-medium underline">
          Clear all filters
        </Link>{' '}
        to start again.
      </p>
    );
  }
  if (error.kind === 'invalid-response')
    return <p>api.data.gov sometimes answers with a maintenance or gateway page during outages; the page you had stays once it recovers.</p>;
  return null;
}
