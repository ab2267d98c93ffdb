import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';

// The page as a demo build draws it: the "host" is the browser that uploaded.
vi.mock('../../shared/config/env.ts', async (original) => ({ ...(await original<typeof import('../../shared/config/env.ts')>()), isDemoMode: true }));

const slow = { timeout: 8000 };
const NOTICE = 'Demo shares stay in the browser that made them';
const NOT_FOUND = () => new HttpResponse('<!DOCTYPE html><html><body>404</body></html>', { status: 404, headers: { 'Content-Type': 'text/html' } });

/** Answers the share's download with each reply in turn, the last one from then on. */
function answerInTurn(...replies: (() => Response | Promise<Response>)[]) {
  let count = 0;
  server.use(http.get('*/dl/:id/:name', () => replies[Math.min(count++, replies.length - 1)]!()));
  return () => count;
}

const passwordField = () => screen.queryByLabelText('Password', { selector: 'input' });

describe('/upload/open in a demo build, with a password link', { timeout: 20_000 }, () => {
  it('asks nothing while it looks for the share, then says a share from another browser is not here, with no password field', async () => {
    answerInTurn(async () => {
      await delay(150);
      return NOT_FOUND();
    });
    renderRoute('/upload/open#v1/4242/q9x1.bin/p');
    await screen.findByRole('heading', { level: 1, name: 'Open a private share' }, slow);
    expect(passwordField()).not.toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByRole('heading', { name: NOTICE })).toBeInTheDocument();
    expect(passwordField()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open file' })).not.toBeInTheDocument();
  });

  it('a look that fails is said with a retry instead of a password field; the retry finds the share missing', async () => {
    const requests = answerInTurn(() => HttpResponse.error(), NOT_FOUND);
    const { user } = renderRoute('/upload/open#v1/4243/r2d2.bin/p');
    const failed = await screen.findByRole('alert', {}, slow);
    expect(within(failed).getByRole('heading', { name: 'Download failed' })).toBeInTheDocument();
    expect(passwordField()).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: NOTICE }, slow)).toBeInTheDocument();
    expect(passwordField()).not.toBeInTheDocument();
    expect(requests()).toBe(2);
  });

  it('asks for the password once the share is found in this browser', async () => {
    answerInTurn(() => new HttpResponse(new Uint8Array(64), { headers: { 'Content-Type': 'application/octet-stream' } }));
    renderRoute('/upload/open#v1/4244/k7m3.bin/p');
    expect(await screen.findByLabelText('Password', { selector: 'input' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
