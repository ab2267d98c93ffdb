import { File as NodeFile } from 'node:buffer';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { useDemoSharePresent } from './hooks/use-demo-share-present.ts';

const slow = { timeout: 8000 };
const queue = () => screen.getByRole('list', { name: 'Upload queue' });

describe('/upload: every way of adding files works every time', { timeout: 30_000 }, () => {
  for (const { name, encrypt } of [
    { name: 'a.txt', encrypt: true },
    { name: 'report.csv', encrypt: false },
  ]) {
    it(`takes ${name} chosen again after an upload${encrypt ? ', with Encrypt ticked between' : ''}`, async () => {
      const { user } = renderRoute('/upload');
      const input = await screen.findByLabelText<HTMLInputElement>('Files to upload', {}, slow);
      const file = new File(['hello'], name, { type: 'text/plain' });
      await user.upload(input, file);
      await waitFor(() => expect(within(queue()).getAllByRole('listitem')).toHaveLength(1), slow);
      // A browser fires no change for the value it already holds: the input must forget it.
      expect(input.value).toBe('');
      if (encrypt) await user.click(screen.getByRole('checkbox', { name: /Encrypt/ }));
      await user.upload(input, file);
      await waitFor(() => expect(within(queue()).getAllByRole('listitem', { name })).toHaveLength(2), slow);
      expect(input.value).toBe('');
    });
  }

  it('shares an empty file encrypted, and explains the refusal when not encrypted', async () => {
    const { user } = renderRoute('/upload');
    const input = await screen.findByLabelText<HTMLInputElement>('Files to upload', {}, slow);
    await user.upload(input, new File([], 'empty.txt'));
    expect(await within(queue()).findByText(/The host refuses empty files; tick Encrypt to share it anyway/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Encrypt/ }));
    // Node's File has stream(), which encryption reads; jsdom's has not.
    await user.upload(input, new NodeFile([], 'blank.md', { type: 'text/markdown' }) as unknown as File);
    const item = within(queue()).getByRole('listitem', { name: 'blank.md' });
    expect(await within(item).findByRole('link', { name: /\/upload\/open#/ }, slow)).toBeInTheDocument();
  });
});

describe('opening a demo share in a browser that does not have it', () => {
  const target = { id: '123', fileName: 'secret.bin', lock: 'password' as const, salt: new Uint8Array(16) };
  it('is known before a password is asked', async () => {
    server.use(http.get('*/dl/:id/:name', () => new HttpResponse('<html>404</html>', { status: 404, headers: { 'Content-Type': 'text/html' } })));
    const { result } = renderHook(() => useDemoSharePresent(target as never, { demo: true }));
    expect(result.current.presence).toBe('checking');
    await waitFor(() => expect(result.current.presence).toBe('missing'));
  });

  it('lets the password be asked when the share is here, and asks nothing outside the demo', async () => {
    server.use(http.get('*/dl/:id/:name', () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/octet-stream' } })));
    const { result } = renderHook(() => useDemoSharePresent(target as never, { demo: true }));
    await waitFor(() => expect(result.current.presence).toBe('present'));
    expect(renderHook(() => useDemoSharePresent(target as never, { demo: false })).result.current.presence).toBe('not-demo');
  });
});
