import { screen, waitFor, within } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSettings, saveSettings } from '../../shared/config/settings-store.ts';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { replaceUntilTestEnds } from '../../testing/replace-until-test-ends.ts';
import { UploadQueue } from './lib/upload-queue.ts';

const slow = { timeout: 8000 };
const textFile = (name: string, content: string) => new File([content], name, { type: 'text/plain' });

beforeEach(() => {
  // jsdom's File has no stream(); browsers' does, and the zip is read through it.
  if (!('stream' in File.prototype)) {
    replaceUntilTestEnds(Blob.prototype, 'stream', function (this: Blob) {
      return new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    });
  }
});

async function pick(files: File[]) {
  const view = renderRoute('/upload');
  await view.user.upload(await screen.findByLabelText('Files to upload', {}, slow), files);
  return view;
}

describe('/upload with several files', { timeout: 20_000 }, () => {
  it('offers one .zip with the total, and sends one zip holding every file', async () => {
    let sent = 0;
    server.use(
      http.post('*/upload', () => {
        sent += 1;
        return HttpResponse.json({ status: 'success', data: { url: 'https://tmpfiles.org/77/shared-files.zip' } });
      }),
    );
    const queued = vi.spyOn(UploadQueue.prototype, 'add');
    const { user } = await pick([textFile('a.txt', 'first'), textFile('b.txt', 'second'), textFile('a.txt', 'third')]);
    const choice = screen.getByRole('region', { name: '3 files, 16 B in all' });
    expect(within(choice).getByText(/As one \.zip: .* one link for all/)).toBeInTheDocument();
    await user.click(within(choice).getByRole('button', { name: 'Share as one .zip' }));
    const queue = await screen.findByRole('list', { name: 'Upload queue' }, slow);
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    expect(within(queue).getByRole('listitem', { name: 'shared-files.zip' })).toBeInTheDocument();
    await waitFor(() => expect(within(queue).getByText('Uploaded')).toBeInTheDocument(), slow);
    expect(sent).toBe(1);
    // jsdom's XHR does not carry a file's bytes, so the zip is read where the queue holds it (e2e reads it at the host).
    const [zip, ...others] = [...queued.mock.calls[0]![0]];
    expect(others).toEqual([]);
    const unpacked = unzipSync(new Uint8Array(await zip!.arrayBuffer()));
    expect(Object.fromEntries(Object.entries(unpacked).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]))).toEqual({
      'a.txt': 'first',
      'b.txt': 'second',
      'a (2).txt': 'third',
    });
    expect(screen.queryByRole('region', { name: /files, .* in all/ })).not.toBeInTheDocument();
  });

  it('refuses a zip over the limit before reading any file, and still offers one link each', async () => {
    saveSettings({ ...getSettings(), values: { uploadMaxMb: 1 } });
    let sent = 0;
    server.use(http.post('*/upload', () => void (sent += 1)));
    await pick([textFile('one.bin', 'x'.repeat(600_000)), textFile('two.bin', 'y'.repeat(600_000))]);
    const choice = screen.getByRole('region', { name: '2 files, 1.2 MB in all' });
    expect(within(choice).getByText(/As one \.zip they would be 1\.2 MB, over the 1\.0 MB limit/)).toBeInTheDocument();
    expect(within(choice).getByRole('button', { name: 'Share as one .zip' })).toBeDisabled();
    expect(within(choice).getByRole('button', { name: 'One link per file' })).toBeEnabled();
    expect(sent).toBe(0);
  });

  it('hands focus on when its buttons go: pressed from the keyboard, the choice closes and "Choose files…" has focus, never the page', async () => {
    server.use(http.post('*/upload', () => HttpResponse.json({ status: 'success', data: { url: 'https://tmpfiles.org/78/shared-files.zip' } })));
    const { user } = await pick([textFile('notes.md', '# notes'), textFile('todo.md', '- a')]);
    within(screen.getByRole('region', { name: /^2 files/ }))
      .getByRole('button', { name: 'Share as one .zip' })
      .focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listitem', { name: 'shared-files.zip' }, slow);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose files…' })).toHaveFocus());

    for (const choice of ['One link per file', 'Cancel']) {
      await user.upload(screen.getByLabelText('Files to upload'), [textFile('x.csv', 'a,b'), textFile('y.csv', 'c,d')]);
      within(screen.getByRole('region', { name: /^2 files/ }))
        .getByRole('button', { name: choice })
        .focus();
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('region', { name: /^2 files/ })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Choose files…' }), choice).toHaveFocus());
    }
  });
});
