import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusOnRemoval, neighbourControl } from './focus-after-removal.ts';

afterEach(() => document.body.replaceChildren());

function chips(names: string[]) {
  document.body.innerHTML = `
    <h2 id="heading">Tags</h2>
    <div data-focus-group>${names.map((name) => `<button data-focus-peer="remove" aria-label="Remove ${name}">${name}</button>`).join('')}</div>`;
  return (name: string) => document.querySelector<HTMLButtonElement>(`[aria-label="Remove ${name}"]`)!;
}

describe('keepFocusOnRemoval', () => {
  it('focuses the next control in the group once the removed one is gone', async () => {
    const chip = chips(['a', 'b', 'c']);
    chip('b').focus();
    keepFocusOnRemoval(chip('b'));
    chip('b').remove();
    await waitFor(() => expect(document.activeElement).toBe(chip('c')));
  });

  it('takes the previous control when the last one goes, then the fallback when none is left', async () => {
    const chip = chips(['a', 'b']);
    const fallback = () => document.getElementById('heading');
    chip('b').focus();
    keepFocusOnRemoval(chip('b'), { fallback });
    chip('b').remove();
    await waitFor(() => expect(document.activeElement).toBe(chip('a')));

    keepFocusOnRemoval(chip('a'), { fallback });
    chip('a').remove();
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('heading')));
    expect(document.getElementById('heading')).toHaveAttribute('tabindex', '-1');
  });

  it('skips the controls of the removed row and prefers peers of the same kind', () => {
    document.body.innerHTML = `
      <ul data-focus-group>
        <li data-focus-item><a href="/1">one</a><button data-focus-peer="remove">Remove one</button></li>
        <li data-focus-item><a href="/2">two</a><button data-focus-peer="remove">Remove two</button></li>
      </ul>`;
    const [first, second] = [...document.querySelectorAll<HTMLButtonElement>('button')];
    expect(neighbourControl(first!)).toBe(second);
    expect(neighbourControl(second!)).toBe(first);
  });

  it('leaves focus alone when something else has taken it', async () => {
    const chip = chips(['a', 'b']);
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    chip('a').focus();
    keepFocusOnRemoval(chip('a'));
    elsewhere.focus();
    chip('a').remove();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(elsewhere);
  });
});
