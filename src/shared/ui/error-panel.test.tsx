import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpstreamError, type UpstreamErrorInit } from '../http/errors.ts';
import { ErrorPanel } from './error-panel.tsx';

const make = (init: Partial<UpstreamErrorInit>) =>
  new UpstreamError({ service: 'colleges', kind: 'http', message: 'x', request: { method: 'GET', url: 'https://api.test/schools?api_key=•••' }, ...init });

describe('ErrorPanel explains every error kind', () => {
  it.each([
    [make({ kind: 'network', message: 'Could not reach api.test' }), "Can't reach Colleges", /Check your connection/],
    [make({ kind: 'timeout', message: 'No reply within 15 s' }), 'Colleges did not answer in time', /slow or overloaded/],
    [make({ kind: 'http', status: 503 }), 'Colleges had a problem (HTTP 503)', /Try again shortly/],
    [
      make({ kind: 'http', status: 403, upstreamMessage: 'An invalid api_key was supplied.' }),
      'Colleges refused the request (HTTP 403)',
      /API key in Settings/,
    ],
    [make({ kind: 'http', status: 404 }), 'Colleges: not found (HTTP 404)', /base URL in Settings/],
    [make({ kind: 'rate-limited', status: 429, retryAfterMs: 42_000 }), 'Colleges: rate limit reached', /Wait 42 s before trying again/],
    [
      make({ kind: 'invalid-response', message: 'The reply does not have the expected shape: results.0.id: expected number' }),
      'Colleges sent a reply the app cannot read',
      /results\.0\.id/,
    ],
    [make({ kind: 'upstream', upstreamMessage: 'Cannot query field "population"' }), 'Colleges reported an error', /Cannot query field/],
  ])('%#: %s', async (error, title, advice) => {
    const onRetry = vi.fn();
    render(<ErrorPanel error={error} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(title)).toBeInTheDocument();
    expect(alert).toHaveTextContent(advice);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('lists field details and discloses the technical details with the masked request', async () => {
    const error = make({
      kind: 'http',
      status: 400,
      code: 'INPUT_INVALID',
      details: [{ field: 'sellAmount', message: 'must be a positive integer' }],
      rawBody: '{"name":"INPUT_INVALID"}',
    });
    render(<ErrorPanel error={error} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('sellAmount: must be a positive integer');
    expect(screen.getByText(/Correct the fields listed below/)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Details'));
    expect(screen.getByText('INPUT_INVALID')).toBeVisible();
    expect(screen.getByText('GET https://api.test/schools?api_key=•••')).toBeVisible();
    expect(screen.getByText('{"name":"INPUT_INVALID"}')).toBeVisible();
  });

  it('explains a non-upstream error and shows service-specific advice', () => {
    render(<ErrorPanel error={new Error('boom')} advice={<a href="https://api.data.gov/signup/">Get a free key</a>} />);
    expect(screen.getByText('Something failed in the app')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a free key' })).toBeInTheDocument();
  });

  it('says "offline" instead of blaming the service when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ErrorPanel error={make({ kind: 'network' })} />);
    expect(screen.getByText('You are offline')).toBeInTheDocument();
  });
});
