import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { replaceUntilTestEnds } from '../../testing/replace-until-test-ends.ts';
import { encryptFile } from './lib/crypto/encrypt-file.ts';
import { randomKey, type ShareSecret } from './lib/crypto/share-secret.ts';
import { buildShareLink } from './lib/share-link.ts';

const slow = { timeout: 8000 };

/** A share as the host stores it; Node's File has the stream() that jsdom's lacks. */
async function storedShare(content: string, name: string, type: string, secret: ShareSecret) {
  const sealed = await encryptFile(new NodeFile([content], name, { type }) as unknown as File, secret);
  return new Uint8Array(await sealed.arrayBuffer());
}

function serve(bytes: Uint8Array | undefined) {
  let requests = 0;
  server.use(
    http.get('*/dl/:id/:name', () => {
      requests += 1;
      if (!bytes) return new HttpResponse('<!DOCTYPE html><html><body>404</body></html>', { status: 404, headers: { 'Content-Type': 'text/html' } });
      return new HttpResponse(bytes.slice(), { headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes.length) } });
    }),
  );
  return () => requests;
}

const openPath = (link: string) => link.replace('https://app.test', '');

beforeEach(() => {
  replaceUntilTestEnds(
    URL,
    'createObjectURL',
    vi.fn(() => 'blob:https://app.test/1'),
  );
  replaceUntilTestEnds(URL, 'revokeObjectURL', vi.fn());
});

describe('/upload/open', { timeout: 20_000 }, () => {
  it('downloads, decrypts and offers the original name, with a text preview', async () => {
    const key = randomKey();
    serve(await storedShare('meet at noon', 'plan.txt', 'text/plain', { kind: 'key', key }));
    renderRoute(openPath(buildShareLink('https://app.test', { id: '123', fileName: 'abc.bin', lock: 'key', key })));
    expect(await screen.findByRole('link', { name: 'Save plan.txt' }, slow)).toHaveAttribute('download', 'plan.txt');
    expect(await screen.findByLabelText('Text preview', {}, slow)).toHaveTextContent('meet at noon');
  });

  it('asks for the password, says "Wrong password" for a wrong one and opens with the right one', async () => {
    serve(await storedShare('password content', 'p.txt', 'text/plain', { kind: 'password', password: 'right one' }));
    const { user } = renderRoute('/upload/open#v1/7/abc.bin/p');
    const field = await screen.findByLabelText('Password', { selector: 'input' }, slow);
    await user.type(field, 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Open file' }));
    expect(await screen.findByRole('heading', { name: 'Wrong password' }, slow)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'right one');
    await user.click(screen.getByRole('button', { name: 'Open file' }));
    expect(await screen.findByRole('link', { name: 'Save p.txt' }, slow)).toBeInTheDocument();
  });

  it('says the file is gone when the host answers its HTML 404, and offers no save', async () => {
    serve(undefined);
    renderRoute('/upload/open#v1/7/abc.bin/k/AAAAAAAAAAAAAAAAAAAAAA');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByRole('heading', { name: 'This file is gone' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Save/ })).not.toBeInTheDocument();
  });

  it('names an altered file and never offers a partial one', async () => {
    const key = randomKey();
    const bytes = await storedShare('x'.repeat(100_000), 'big.txt', 'text/plain', { kind: 'key', key });
    bytes[bytes.length - 5]! ^= 1;
    serve(bytes);
    renderRoute(openPath(buildShareLink('https://app.test', { id: '1', fileName: 'a.bin', lock: 'key', key })));
    expect(await screen.findByRole('heading', { name: 'The file has been altered' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Save/ })).not.toBeInTheDocument();
  });

  it('explains a malformed link without sending a request', async () => {
    const requests = serve(undefined);
    renderRoute('/upload/open#v1/7/abc.bin/k/short');
    expect(await screen.findByText(/key at the end of this link is incomplete/, {}, slow)).toBeInTheDocument();
    expect(requests()).toBe(0);
  });
});
