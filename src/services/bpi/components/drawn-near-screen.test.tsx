import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawnNearScreen } from './drawn-near-screen.tsx';

/** A viewport the part is never near: only Tab or the screen reader's button draws it. */
class FarAwayObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FarAwayObserver));
afterEach(() => vi.unstubAllGlobals());

const part = (
  <DrawnNearScreen reserve="h-96" label="the converter">
    <h2>Converter</h2>
    <input aria-label="Amount" />
  </DrawnNearScreen>
);

describe('a part drawn near the screen', () => {
  it('offers a screen reader a button that draws the part and moves focus into it', async () => {
    render(part);
    expect(screen.queryByRole('heading', { name: 'Converter' })).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show the converter' });
    expect(show).toHaveClass('sr-only');
    await act(async () => void fireEvent.click(show));
    const heading = screen.getByRole('heading', { name: 'Converter' });
    expect(screen.queryByRole('button', { name: 'Show the converter' })).not.toBeInTheDocument();
    expect(heading.parentElement).toHaveFocus();
  });

  it('is drawn by the first Tab press, before focus moves, and the button is gone', async () => {
    render(part);
    await act(async () => void fireEvent.keyDown(document.body, { key: 'Tab' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the converter' })).not.toBeInTheDocument();
  });
});
