import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { saveSettings, getSettings } from '../../shared/config/settings-store.ts';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';

/** Where this browser keeps the upload history: a saved history is read back under this key, so it never changes. */
const HISTORY_STORAGE_KEY = 'dashboard.upload.history.v1';

/** The lazy route and jsdom are slow on a busy 2-core machine. */
const slow = { timeout: 8000 };
const textFile = (name: string, content = 'hello world') => new File([content], name, { type: 'text/plain' });

/** Picks files; several at once are shared one link each unless `choice` says otherwise. */
async function openAndPick(files: File[], choice: 'One link per file' | 'none' = 'One link per file') {
  const view = renderRoute('/upload');
  const input = await screen.findByLabelText('Files to upload', {}, slow);
  await view.user.upload(input, files);
  if (files.length > 1 && choice !== 'none') await view.user.click(screen.getByRole('button', { name: choice }));
  return view;
}

const row = (name: string) => within(screen.getByRole('list', { name: 'Upload queue' })).getByRole('listitem', { name });

describe('/upload', { timeout: 20_000 }, () => {
  it('uploads a file and shows the viewer link, the /dl/ link, expiry, a QR code and history', async () => {
    const { user } = await openAndPick([textFile('notes.txt')]);
    const item = row('notes.txt');
    const viewer = await within(item).findByRole('link', { name: /^https:\/\/tmpfiles\.org\/\d+\// }, slow);
    // tmpfiles answers http://; the app shows https. (Under jsdom the part's filename arrives as "blob".)
    expect(viewer).toHaveAttribute('href', expect.stringMatching(/^https:\/\/tmpfiles\.org\/\d+\/[^/]+$/));
    expect(viewer).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(item).getByRole('link', { name: /tmpfiles\.org\/dl\// })).toBeInTheDocument();
    expect(within(item).getByText(/^Expires in (59|60) min$/)).toBeInTheDocument();
    expect(within(item).getByText('11 B · text/plain')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Show QR code' }));
    expect(within(item).getByRole('img', { name: 'QR code of the link to notes.txt' })).toBeInTheDocument();
    // Listed once: the queue shows it, the history counts it.
    expect(screen.getByRole('heading', { name: 'History (1)' })).toBeInTheDocument();
    expect(screen.getByText('1 from this visit is listed above.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY) ?? '[]')).toHaveLength(1);
  });

  it('refuses empty files and files over the limit from /settings, sending nothing', async () => {
    saveSettings({ ...getSettings(), values: { uploadMaxMb: 1 } });
    let sent = 0;
    server.use(http.post('*/upload', () => void (sent += 1)));
    await openAndPick([textFile('empty.txt', ''), textFile('big.bin', 'x'.repeat(1_000_001))]);
    expect(within(row('empty.txt')).getByText(/This file is empty/)).toBeInTheDocument();
    expect(within(row('big.bin')).getByText(/over the 1.0 MB limit/)).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('sends two at a time and queues the rest', async () => {
    let active = 0;
    let peak = 0;
    server.use(
      http.post('*/upload', async () => {
        active += 1;
        peak = Math.max(peak, active);
        await delay(400);
        active -= 1;
        return HttpResponse.json({ status: 'success', data: { url: 'https://tmpfiles.org/1/a.txt' } });
      }),
    );
    await openAndPick([textFile('a.txt'), textFile('b.txt'), textFile('c.txt'), textFile('d.txt')]);
    expect(within(row('c.txt')).getByText('Waiting')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(4), slow);
    expect(peak).toBe(2);
  });

  it('cancels an upload in flight, keeps the file and sends it again without re-picking', async () => {
    let calls = 0;
    server.use(
      http.post('*/upload', async () => {
        calls += 1;
        if (calls === 1) await delay('infinite');
        return HttpResponse.json({ status: 'success', data: { url: 'https://tmpfiles.org/9/slow.txt' } });
      }),
    );
    const { user } = await openAndPick([textFile('slow.txt')]);
    await waitFor(() => expect(calls).toBe(1));
    expect(within(row('slow.txt')).getByRole('progressbar', { name: 'Upload progress of slow.txt' })).toBeInTheDocument();
    expect(within(row('slow.txt')).getByText(/of 11 B · \d+%/)).toBeInTheDocument();
    await user.click(within(row('slow.txt')).getByRole('button', { name: 'Cancel slow.txt' }));
    expect(await within(row('slow.txt')).findByText('Cancelled')).toBeInTheDocument();
    await user.click(within(row('slow.txt')).getByRole('button', { name: 'Upload slow.txt again' }));
    expect(await within(row('slow.txt')).findByRole('link', { name: /tmpfiles\.org\/9\/slow\.txt/ })).toBeInTheDocument();
  });

  it('explains a failure, keeps the file and retries it', async () => {
    server.use(http.post('*/upload', () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }), { once: true }));
    const { user } = await openAndPick([textFile('retry.txt')]);
    const alert = await within(row('retry.txt')).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Upload had a problem (HTTP 500)');
    expect(alert).toHaveTextContent('Retry sends it again without choosing it again');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(row('retry.txt')).findByText('Uploaded', {}, slow)).toBeInTheDocument();
  });

  it('shows the raw reply when the host answers an unknown shape', async () => {
    server.use(http.post('*/upload', () => HttpResponse.json({ ok: true, where: 'somewhere' })));
    await openAndPick([textFile('odd.txt')]);
    const alert = await within(row('odd.txt')).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('sent a reply the app cannot read');
    expect(alert).toHaveTextContent('no share link found');
    expect(alert).toHaveTextContent('{"ok":true,"where":"somewhere"}');
  });

  it('never renders a javascript: link from the host', async () => {
    server.use(http.post('*/upload', () => HttpResponse.json({ status: 'success', data: { url: 'javascript:alert(1)' } })));
    await openAndPick([textFile('evil.txt')]);
    const alert = await within(row('evil.txt')).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('the link is not an http(s) address');
    expect(within(row('evil.txt')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads file.io and uguu replies', async () => {
    server.use(
      http.post(
        '*/upload',
        () => HttpResponse.json({ success: true, link: 'https://file.io/OpFc', expires: new Date(Date.now() + 86_400_000 * 3).toISOString() }),
        { once: true },
      ),
      http.post('*/upload', () => HttpResponse.json({ success: true, files: [{ url: 'https://a.uguu.se/Ab.jpg' }] }), { once: true }),
    );
    await openAndPick([textFile('one.txt')]);
    expect(await within(row('one.txt')).findByRole('link', { name: 'https://file.io/OpFc' })).toBeInTheDocument();
    expect(within(row('one.txt')).getByText(/Expires in (2|3) days/)).toBeInTheDocument();
  });

  it('marks expired history entries and removes one or all', async () => {
    const base = { size: 5, type: 'text/plain', uploadedAt: Date.now() - 7_200_000 };
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify([
        { ...base, id: 'old', name: 'old.txt', shareUrl: 'https://tmpfiles.org/1/old.txt', expiresAt: Date.now() - 3_600_000 },
        { ...base, id: 'new', name: 'new.txt', shareUrl: 'https://tmpfiles.org/2/new.txt', expiresAt: Date.now() + 600_000 },
      ]),
    );
    const { user } = renderRoute('/upload');
    const history = await screen.findByRole('list', { name: 'Upload history' }, slow);
    expect(within(history).getByRole('listitem', { name: 'old.txt' })).toHaveTextContent(/Expired 1 hour ago/);
    expect(screen.getByText('1 of 2 links have expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove old.txt from history' }));
    expect(within(history).queryByRole('listitem', { name: 'old.txt' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.getByRole('heading', { name: 'History (0)' })).toBeInTheDocument();
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBe('[]');
  });
});
