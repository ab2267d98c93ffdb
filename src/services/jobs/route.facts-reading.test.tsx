import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';
import { detectAll } from 'tinyld/light';
import { readJob } from '../../testing/board-jobs.ts';
import { sampleJob } from './fake/sample-jobs.ts';
import { readPostingFacts } from './lib/posting-facts.ts';
import { factsQueue } from './hooks/use-posting-facts.ts';

const detector = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./lib/detector.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./lib/detector.ts')>();
  return {
    loadDetector: () => {
      detector.loads += 1;
      return actual.loadDetector();
    },
  };
});

/**
 * An IntersectionObserver for a screen that holds the list's first `nearRows` rows; `scrollTo`
 * brings more rows near it, as scrolling would.
 */
function screenOfRows(nearRows: number) {
  let near = nearRows;
  const watched = new Set<{ callback: IntersectionObserverCallback; target: Element }>();
  const rowIndex = (target: Element) => {
    const item = target.closest('li');
    return item?.parentElement ? [...item.parentElement.children].indexOf(item) : -1;
  };
  const tell = () => {
    for (const entry of [...watched]) {
      const index = rowIndex(entry.target);
      if (index < 0 || index >= near) continue;
      watched.delete(entry);
      entry.callback([{ target: entry.target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  };
  class NearScreen {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      watched.add({ callback: this.callback, target });
      setTimeout(tell, 0);
    }
    unobserve(target: Element) {
      for (const entry of watched) if (entry.target === target) watched.delete(entry);
    }
    disconnect() {
      for (const entry of watched) if (entry.callback === this.callback) watched.delete(entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', NearScreen);
  return {
    scrollTo(rows: number) {
      near = rows;
      tell();
    },
  };
}

/** The person closed the jobs page's filter panel (a phone's panel starts so). */
const panelClosed = () => localStorage.setItem('filter-panels', JSON.stringify({ jobs: false }));

const status = () => screen.findByText(/loaded jobs match/, {}, { timeout: 5000 });
const rows = () => within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('article');
const readRows = () => rows().filter((row) => /Written in|Language unclear/.test(row.textContent ?? '')).length;
/** The first page holds the board's postings 0 to 99 (a slug does not depend on the time). */
const firstPage = Array.from({ length: 100 }, (_, index) => ({ index, slug: sampleJob(index, 0).slug }));
const readCount = () => firstPage.filter(({ slug }) => factsQueue().getState().factsOf(slug) !== undefined).length;
/** Drawing a hundred rows and loading the detector take seconds in jsdom on a busy machine. */
const slowly = { timeout: 20_000 };

describe('/jobs reads the postings’ facts only where they are needed', { timeout: 60_000 }, () => {
  beforeEach(() => {
    detector.loads = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('with the panel closed and no facts filter, reads only the rows near the screen, then those scrolled to, without the detector while their words tell', async () => {
    panelClosed();
    const screenRows = screenOfRows(4);
    renderRoute('/jobs');
    expect(await status()).toHaveTextContent('100 of 100 loaded jobs match');
    await waitFor(() => expect(readRows()).toBe(4), slowly);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rows().length).toBeGreaterThan(4);
    expect(factsQueue().getState().remaining).toBe(0);
    expect(readCount()).toBe(4);
    expect(readRows()).toBe(4);
    // The first rows are written in English or German: their words tell, and the detector stays unloaded.
    expect(detector.loads).toBe(0);

    // The board's 7th posting is in French: coming near the screen, it has the detector loaded.
    screenRows.scrollTo(9);
    await waitFor(() => expect(readRows()).toBe(9), slowly);
    expect(rows()[6]).toHaveTextContent('Written in French');
    expect(detector.loads).toBe(1);
  });

  it('with a facts filter set, reads every loaded posting, near the screen or not', async () => {
    panelClosed();
    screenOfRows(2);
    renderRoute('/jobs?lang=de');
    await status();
    // Every posting written in German is found only if every posting is read.
    const inGerman = firstPage.filter(({ index }) => readPostingFacts(readJob(sampleJob(index, 0)), detectAll).lang === 'de').length;
    expect(inGerman).toBeGreaterThan(10);
    await waitFor(() => expect(screen.getByText(/loaded jobs match/)).toHaveTextContent(`${inGerman} of 100 loaded jobs match`), slowly);
  });

  it('with the panel open (it offers the facts filters and tells how their reading goes), reads every loaded posting', async () => {
    screenOfRows(2);
    renderRoute('/jobs');
    expect(await status()).toHaveTextContent('100 of 100 loaded jobs match');
    await waitFor(() => expect(readCount()).toBe(100), slowly);
    expect(await screen.findByText(/Told from each posting’s text/)).toBeInTheDocument();
  });
});
