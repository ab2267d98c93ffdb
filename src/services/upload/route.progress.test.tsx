import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const file = (name: string) => new File(['hello world'], name, { type: 'text/plain' });
const bar = (name: string) => within(screen.getByRole('list', { name: 'Upload queue' })).getByRole('progressbar', { name: `Upload progress of ${name}` });

describe('/upload progress', { timeout: 20_000 }, () => {
  it('a waiting file shows an empty "Waiting" track, a finished one a full bar marked "Done"', async () => {
    server.use(
      http.post('*/upload', async () => {
        await delay(300);
        return HttpResponse.json({ status: 'success', data: { url: 'https://tmpfiles.org/1/a.txt' } });
      }),
    );
    const { user } = renderRoute('/upload');
    await user.upload(await screen.findByLabelText('Files to upload', {}, { timeout: 8000 }), [file('a.txt'), file('b.txt'), file('c.txt')]);
    await user.click(screen.getByRole('button', { name: 'One link per file' }));
    expect(bar('c.txt')).toHaveAttribute('data-state', 'waiting');
    expect(bar('c.txt')).toHaveAttribute('aria-valuetext', 'Waiting');
    expect(screen.getByText('0 B of 11 B · Waiting')).toBeInTheDocument();

    await waitFor(() => expect(bar('c.txt')).toHaveAttribute('data-state', 'done'), { timeout: 5000 });
    expect(bar('c.txt')).toHaveAttribute('value', '100');
    expect(screen.getAllByText('11 B sent · Done')).toHaveLength(3);
  });
});
