import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { GATEWAY_ERRORS } from './fake/scorecard.ts';

const failWith = (reply: () => Response) => server.use(http.get('*/schools', reply, { once: true }));

describe('/colleges errors', { timeout: 20_000 }, () => {
  it('429: explains the key’s rate limit, when to retry, the signup and /settings, and asks again only on Retry', async () => {
    let overLimit = true;
    let sent = 0;
    server.use(
      http.get('*/schools', () => {
        sent += 1;
        if (overLimit) return HttpResponse.json(GATEWAY_ERRORS.overLimit, { status: 429, headers: { 'Retry-After': '300' } });
      }),
    );
    const { user } = renderRoute('/colleges?name=texas');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("The API key's rate limit was reached. Retry in 5 min.");
    expect(within(alert).getByRole('link', { name: /api\.data\.gov\/signup/ })).toHaveAttribute('href', 'https://api.data.gov/signup/');
    expect(within(alert).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByLabelText('School name')).toHaveValue('texas');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    // The page joined its loader's request and shows its failure: nothing is sent again behind the user's back.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(sent).toBe(1);
    overLimit = false;
    await user.click(retry);
    expect(await screen.findByRole('table', { name: 'Colleges' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('403 API_KEY_MISSING and API_KEY_INVALID are explained', async () => {
    failWith(() => HttpResponse.json(GATEWAY_ERRORS.missing, { status: 403 }));
    renderRoute('/colleges');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('No api_key reached api.data.gov');
  });

  it('403 API_KEY_INVALID is explained', async () => {
    failWith(() => HttpResponse.json(GATEWAY_ERRORS.invalid, { status: 403 }));
    renderRoute('/colleges');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('does not recognise this api_key');
  });

  it('400 shows the API’s own message', async () => {
    failWith(() =>
      HttpResponse.json(
        { errors: [{ error: 'range_format_error', parameter: 'latest.student.size__range', message: "The range '5..1' isn't in the correct format." }] },
        { status: 400 },
      ),
    );
    renderRoute('/colleges');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("The range '5..1' isn't in the correct format.");
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toBeInTheDocument();
  });

  it('an HTML 5xx page ends in the error panel with a working retry', async () => {
    failWith(() => new HttpResponse('<html><title>Oops! An Error Occurred</title></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    const { user } = renderRoute('/colleges');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('HTTP 502');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a wrong-shaped reply names the bad fields', async () => {
    failWith(() => HttpResponse.json({ unexpected: 'shape', items: 42 }));
    renderRoute('/colleges');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('results');
  });
});

describe('/colleges/:id and the overview', { timeout: 20_000 }, () => {
  it('shows the main facts of one school, with a way back', async () => {
    renderRoute('/colleges/228778');
    expect(await screen.findByRole('heading', { level: 1, name: 'The University of Texas at Austin' })).toBeInTheDocument();
    expect(screen.getByText('$10,824')).toBeInTheDocument();
    expect(screen.getByText('32%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the list' })).toHaveAttribute('href', '/colleges');
  });

  it('handles unknown and malformed ids', async () => {
    renderRoute('/colleges/1');
    expect(await screen.findByText('The College Scorecard has no school with id 1.')).toBeInTheDocument();
  });

  it('rejects an id that is not a number without a request', async () => {
    renderRoute('/colleges/abc');
    expect(await screen.findByText(/is not a Scorecard school id/)).toBeInTheDocument();
  });

  it('the overview card counts operating schools with one call', async () => {
    renderRoute('/');
    expect(await screen.findByText(/Up: \d+ operating institutions\./)).toBeInTheDocument();
  });
});
