import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsoleResult } from './console-result.tsx';

const json = {
  data: {
    countries: [
      { code: 'JP', name: 'Japan', languages: [{ code: 'ja', rtl: false }], states: [] },
      { code: 'FR', name: 'France', languages: [{ code: 'fr', rtl: false }], capital: null },
    ],
  },
};

/** The text the tree shows once every level is open, without the one-line summaries of folded levels. */
function shownText(region: HTMLElement) {
  const copy = region.cloneNode(true) as HTMLElement;
  for (const hint of copy.querySelectorAll('summary > span:last-child')) hint.remove();
  return copy.textContent!.replace(/\s+/g, '');
}

describe('console result', () => {
  it('shows the whole reply as pretty JSON, every level open, with copy, collapse all and expand all', async () => {
    const user = userEvent.setup();
    render(<ConsoleResult outcome={{ kind: 'reply', json, ms: 12, bytes: 300 }} />);
    const region = screen.getByRole('region', { name: 'Result JSON' });
    const levels = region.querySelectorAll('details');
    // The reply, data, countries, two countries, their languages lists and each language object.
    expect(levels).toHaveLength(9);
    expect([...levels].every((level) => level.open)).toBe(true);
    expect(shownText(region)).toBe(JSON.stringify(json));
    expect(screen.getByRole('button', { name: 'Copy JSON' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect([...region.querySelectorAll('details')].some((level) => level.open)).toBe(false);
    expect(region.querySelector('summary')).toHaveTextContent('{ … } 1 key');
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect([...region.querySelectorAll('details')].every((level) => level.open)).toBe(true);
  });
});
