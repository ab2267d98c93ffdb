import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { resetStores } from '../../testing/reset-stores.ts';

const file = (n: number) => `https://coffee.alexflipnote.dev/Tok${String(n).padStart(8, '0')}_coffee.jpg`;

/** Answers /random.json with file 1, 2, 3... (each once `until` has settled, when given) and counts the calls. */
function sequence(extra: Record<string, unknown> = {}, until?: Promise<void>) {
  const calls = { count: 0 };
  server.use(
    http.get('*/random.json', async () => {
      const n = ++calls.count;
      if (until) await until;
      return HttpResponse.json({ file: file(n), ...extra });
    }),
  );
  return calls;
}

/** The lazy route chunk can take a while to transform on the first render of a run. */
const pageReady = () => screen.findByRole('heading', { level: 1, name: 'Coffee' }, { timeout: 15_000 });

const mainPicture = () => screen.getByRole('img', { name: /^random coffee photo|^latte/i });
const loadMain = () => fireEvent.load(mainPicture());

/** Opens /coffee and sees draws 1 and 2, each loaded on screen. */
async function seeTwoPictures() {
  sequence();
  const rendered = renderRoute('/coffee');
  await pageReady();
  await screen.findByRole('img', { name: /Tok00000001/ });
  loadMain();
  await rendered.user.click(screen.getByRole('button', { name: 'Another picture' }));
  await screen.findByRole('img', { name: /Tok00000002/ });
  loadMain();
  return rendered;
}

describe('/coffee', { timeout: 20_000 }, () => {
  it('shows the picture with alt text, prefetches the next draw and its image once it has loaded, and "Another" is instant', async () => {
    const srcSetter = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
    let answer = () => {};
    const calls = sequence({}, new Promise<void>((resolve) => (answer = resolve)));
    const { user } = renderRoute('/coffee');
    await pageReady();
    expect(await screen.findByText('Getting a coffee picture…')).toBeInTheDocument();
    answer();
    const first = await screen.findByRole('img', { name: 'Random coffee photo (Tok00000001_coffee.jpg)' });
    expect(first).toHaveAttribute('src', file(1));
    // Nothing else shares the connection while the picture itself downloads.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.count).toBe(1);
    expect(srcSetter).not.toHaveBeenCalledWith(file(2));
    loadMain();
    await waitFor(() => expect(calls.count).toBe(2));
    await waitFor(() => expect(srcSetter).toHaveBeenCalledWith(file(2)));

    await user.click(screen.getByRole('button', { name: 'Another picture' }));
    // Already in the cache: no skeleton, no waiting for the JSON route.
    expect(screen.getByRole('img', { name: 'Random coffee photo (Tok00000002_coffee.jpg)' })).toHaveAttribute('src', file(2));
    expect(screen.queryByText('Getting a coffee picture…')).not.toBeInTheDocument();
    loadMain();
    await waitFor(() => expect(calls.count).toBe(3));
  });

  it('"N" is the keyboard shortcut for another picture', async () => {
    sequence();
    const { user } = renderRoute('/coffee');
    await pageReady();
    await screen.findByRole('img', { name: /Tok00000001/ });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Another picture' })).toHaveAttribute('aria-keyshortcuts', 'N'));
    await user.keyboard('n');
    expect(await screen.findByRole('img', { name: /Tok00000002/ })).toBeInTheDocument();
    await user.keyboard('{Control>}n{/Control}');
    expect(screen.getByRole('img', { name: /Tok00000002/ })).toBeInTheDocument();
  });

  it('keeps the last pictures seen and shows one again on click', async () => {
    const { user } = await seeTwoPictures();
    const history = screen.getByRole('region', { name: /recently seen/i });
    const items = within(history).getAllByRole('button', { name: /show again/i });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Show again: picture 1, Tok00000002_coffee.jpg',
      'Show again: picture 2, Tok00000001_coffee.jpg',
    ]);
    await user.click(items[1]!);
    expect(screen.getByRole('img', { name: /Tok00000001/ })).toHaveAttribute('src', file(1));
    expect(items[1]).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back to the latest' }));
    expect(screen.getByRole('img', { name: /Tok00000002/ })).toBeInTheDocument();
  });

  it('keeps the history for the next visit, in a new tab or after a restart', async () => {
    const { unmount } = await seeTwoPictures();
    unmount();
    // A new visit: no tab session, the history read again from storage.
    sessionStorage.clear();
    resetStores();
    renderRoute('/coffee');
    await pageReady();
    const history = screen.getByRole('region', { name: /recently seen/i });
    expect(
      within(history)
        .getAllByRole('button', { name: /show again/i })
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Show again: picture 1, Tok00000002_coffee.jpg', 'Show again: picture 2, Tok00000001_coffee.jpg']);
  });

  it('shows the description where the upstream sends one, tolerating extra fields', async () => {
    sequence({ description: 'Latte art in a blue cup', width: 800, id: null });
    renderRoute('/coffee');
    expect(await screen.findByRole('img', { name: 'Latte art in a blue cup' })).toBeInTheDocument();
    expect(screen.getByText('Latte art in a blue cup', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('offers open, download and copy for the original', async () => {
    sequence();
    const { user } = renderRoute('/coffee');
    await pageReady();
    await screen.findByRole('img', { name: /Tok00000001/ });
    const open = screen.getByRole('link', { name: /open original/i });
    expect(open).toHaveAttribute('href', file(1));
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(open).toHaveAttribute('target', '_blank');
    const download = screen.getByRole('link', { name: /download/i });
    expect(download).toHaveAttribute('download', 'Tok00000001_coffee.jpg');
    expect(download.getAttribute('href')).toMatch(/\/proxy\/coffee\/Tok00000001_coffee\.jpg$/);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(file(1));
  });

  it('falls back to image mode when the JSON route fails, says why, and Retry recovers', async () => {
    sequence();
    server.use(http.get('*/random.json', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = renderRoute('/coffee');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Coffee had a problem (HTTP 500)');
    expect(screen.getByText('Pictures without a link of their own')).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/route/i);
    const fallback = screen.getByRole('img', { name: 'Random coffee photo, straight from the service' });
    expect(fallback.getAttribute('src')).toMatch(/^https:\/\/coffee\.alexflipnote\.dev\/random\?t=\w+-0$/);
    expect(screen.getByText(/has no link of its own/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /open original/i })).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /Tok00000001/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches to image mode at the first failure while the automatic retries go on', async () => {
    server.use(http.get('*/random.json', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderRoute('/coffee', { retry: true });
    await pageReady();
    expect(await screen.findByRole('img', { name: 'Random coffee photo, straight from the service' })).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Coffee had a problem (HTTP 503)');
    expect(within(notice).getByRole('button', { name: 'Retrying…' })).toBeDisabled();
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>'])('never renders a %s file URL', async (hostile) => {
    server.use(http.get('*/random.json', () => HttpResponse.json({ file: hostile })));
    const { container } = renderRoute('/coffee');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('sent a reply the app cannot read');
    expect(within(notice).getByText('file')).toBeInTheDocument();
    for (const element of container.querySelectorAll('[src], [href]')) {
      expect(element.getAttribute('src') ?? element.getAttribute('href')).not.toMatch(/^(javascript|data):/i);
    }
  });

  it('a broken image shows a message and retries the picture', async () => {
    sequence();
    const { user } = renderRoute('/coffee');
    fireEvent.error(await screen.findByRole('img', { name: /Tok00000001/ }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The picture could not be loaded');
    expect(alert).toHaveTextContent('coffee.alexflipnote.dev');
    await user.click(within(alert).getByRole('button', { name: 'Retry the picture' }));
    expect(screen.getByRole('img', { name: /Tok00000001/ })).toHaveAttribute('src', `${file(1)}?retry=1`);
  });

  it('the overview card shows a thumbnail of the current picture', async () => {
    sequence();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 15_000 });
    expect(await screen.findByRole('img', { name: 'The current random coffee picture' })).toHaveAttribute('src', file(1));
    expect(screen.getByText('A fresh picture is ready.')).toBeInTheDocument();
  });
});
