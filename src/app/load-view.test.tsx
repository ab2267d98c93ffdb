import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw/node.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { loadView } from './route-modules.ts';

const schoolRequests: URL[] = [];
const jobRequests: URL[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/schools')) schoolRequests.push(new URL(request.url));
  if (request.url.includes('/job-board-api')) jobRequests.push(new URL(request.url));
});
afterEach(() => {
  schoolRequests.length = 0;
  jobRequests.length = 0;
});

describe('loadView', { timeout: 20_000 }, () => {
  it('loadView loads a view’s data from outside its page, and the page then shows it without asking again', async () => {
    const { router, queryClient } = renderRoute('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
    await act(async () => loadView('/colleges?name=texas'));
    expect(schoolRequests).toHaveLength(1);
    expect(schoolRequests[0]!.searchParams.get('school.name')).toBe('texas');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['colleges'], type: 'active' })).toHaveLength(0);
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['colleges'] })
        .some((query) => query.state.status === 'success'),
    ).toBe(true);

    await act(async () => router.navigate('/colleges?name=texas'));
    expect(await screen.findByRole('table', { name: 'Colleges' }, { timeout: 5000 })).toBeInTheDocument();
    expect(schoolRequests).toHaveLength(1);
  });

  it('the coffee loader draws the picture and starts its bytes before the page exists, and the page then shows that draw without asking again', async () => {
    const srcSetter = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
    // A file no other test draws: the loader starts each picture's bytes once per page.
    const picture = 'https://coffee.alexflipnote.dev/LoaderTok01_coffee.jpg';
    let calls = 0;
    server.use(http.get('*/random.json', () => ((calls += 1), HttpResponse.json({ file: picture }))));
    const { router } = renderRoute('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 15_000 });
    await act(async () => loadView('/coffee'));
    expect(calls).toBe(1);
    expect(srcSetter).toHaveBeenCalledWith(picture);
    expect(document.head.querySelector('link[rel="preconnect"][href="https://coffee.alexflipnote.dev"]')).not.toBeNull();

    await act(async () => router.navigate('/coffee'));
    await screen.findByRole('heading', { level: 1, name: 'Coffee' }, { timeout: 15_000 });
    expect(await screen.findByRole('img', { name: /LoaderTok01/ })).toHaveAttribute('src', picture);
    expect(calls).toBe(1);
  });
});

describe('a mouse press on a link to another page', { timeout: 20_000 }, () => {
  const collegesLink = () => screen.getByRole('navigation', { name: 'Services' }).querySelector<HTMLAnchorElement>('a[href="/colleges"]')!;

  it('sends the page’s first request before the click, and the page then shows that answer without asking again', async () => {
    renderRoute('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 15_000 });
    await act(async () => void fireEvent.pointerDown(collegesLink(), { button: 0, pointerType: 'mouse' }));
    await waitFor(() => expect(schoolRequests).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();

    await act(async () => void fireEvent.click(collegesLink()));
    expect(await screen.findByRole('table', { name: 'Colleges' }, { timeout: 5000 })).toBeInTheDocument();
    expect(schoolRequests).toHaveLength(1);
  });

  it('sends nothing for a touch, another button, a modifier key (a new tab) or a link to the page shown', async () => {
    renderRoute('/colleges?name=ohio');
    await screen.findByRole('table', { name: 'Colleges' }, { timeout: 15_000 });
    schoolRequests.length = 0;
    const presses = [
      { button: 0, pointerType: 'touch' },
      { button: 1, pointerType: 'mouse' },
      { button: 0, pointerType: 'mouse', ctrlKey: true },
      { button: 0, pointerType: 'pen', metaKey: true },
    ];
    for (const press of presses) fireEvent.pointerDown(screen.getByRole('link', { name: 'Jobs' }), press);
    fireEvent.pointerDown(collegesLink(), { button: 0, pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(schoolRequests).toHaveLength(0);
    expect(jobRequests).toHaveLength(0);
  });
});
