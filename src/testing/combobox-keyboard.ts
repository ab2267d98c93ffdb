import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceUntilTestEnds } from './replace-until-test-ends.ts';

/** One combobox of the app, as the shared keyboard suite drives it. */
export interface ComboboxUnderTest {
  /** Renders it with nothing chosen yet, ready to type into. */
  render: () => Promise<void> | void;
  /** The text box (role combobox). */
  input: () => HTMLElement;
  /** Text that brings up at least three options. */
  query: string;
  /** `automatic`: the first option is highlighted as one types; `manual`: none until an arrow key. */
  selection: 'automatic' | 'manual';
  /** What an option stands for, in the words `chosen` reports. */
  optionName: (option: HTMLElement) => string;
  /** What the owner has received as chosen so far, undefined for nothing. */
  chosen: () => string | undefined;
  /** For a list inside a dialog: whether the dialog has been asked to close. */
  dialogClosed?: () => boolean;
}

const listbox = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-controls') ?? '')!;
const options = (input: HTMLElement) => within(listbox(input)).getAllByRole('option', { hidden: true });
const highlighted = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? options(input).findIndex((option) => option.id === id) : -1;
};

/**
 * The keyboard and pointer contract every combobox in the app keeps (src/shared/hooks/use-combobox.ts),
 * run against each of them from its own test file.
 */
export function describeComboboxKeyboard(name: string, subject: ComboboxUnderTest) {
  const start = subject.selection === 'automatic' ? 0 : -1;
  const typeQuery = async () => {
    const user = userEvent.setup();
    await subject.render();
    const input = subject.input();
    await user.click(input);
    await user.keyboard(subject.query);
    await vi.waitFor(() => expect(options(input).length).toBeGreaterThanOrEqual(3));
    return { user, input };
  };

  describe(`${name}: the combobox keys`, () => {
    afterEach(() => vi.restoreAllMocks());

    it('typing shows the list it controls, with the highlight named by aria-activedescendant', async () => {
      const { input } = await typeQuery();
      expect(input).toHaveAttribute('role', 'combobox');
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(input).toHaveAttribute('aria-autocomplete', 'list');
      expect(listbox(input)).toHaveAttribute('role', 'listbox');
      expect(listbox(input)).not.toHaveAttribute('hidden');
      expect(highlighted(input)).toBe(start);
      options(input).forEach((option, index) => expect(option).toHaveAttribute('aria-selected', String(index === start)));
      expect(input).toHaveFocus();
    });

    it('ArrowDown and ArrowUp move the highlight and wrap around the ends', async () => {
      const { user, input } = await typeQuery();
      const last = options(input).length - 1;
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(highlighted(input)).toBe(start + 2);
      expect(options(input)[start + 2]).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowUp}');
      expect(highlighted(input)).toBe(start + 1);
      for (let step = 0; step < start + 1; step++) await user.keyboard('{ArrowUp}');
      expect(highlighted(input)).toBe(0);
      await user.keyboard('{ArrowUp}');
      expect(highlighted(input)).toBe(last);
      await user.keyboard('{ArrowDown}');
      expect(highlighted(input)).toBe(0);
    });

    it('Home and End go to the first and the last option', async () => {
      const { user, input } = await typeQuery();
      const last = options(input).length - 1;
      await user.keyboard('{ArrowDown}{End}');
      expect(highlighted(input)).toBe(last);
      await user.keyboard('{Home}');
      expect(highlighted(input)).toBe(0);
    });

    it('Enter chooses the highlighted option', async () => {
      const { user, input } = await typeQuery();
      await user.keyboard('{ArrowDown}{ArrowDown}');
      const option = options(input)[start + 2]!;
      const expected = subject.optionName(option);
      expect(subject.chosen()).toBeUndefined();
      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(subject.chosen()).toBe(expected));
      if (!subject.dialogClosed) {
        expect(input).toHaveFocus();
        expect(input).toHaveAttribute('aria-expanded', 'false');
      }
    });

    if (subject.dialogClosed) {
      it('Escape closes the list, and the dialog it is in, without choosing', async () => {
        const { user } = await typeQuery();
        await user.keyboard('{Escape}');
        expect(subject.dialogClosed!()).toBe(true);
        expect(subject.chosen()).toBeUndefined();
      });
    } else {
      it('Escape closes the list without choosing, and on a closed list clears the box', async () => {
        const { user, input } = await typeQuery();
        await user.keyboard('{ArrowDown}{Escape}');
        expect(input).toHaveAttribute('aria-expanded', 'false');
        expect(input).not.toHaveAttribute('aria-activedescendant');
        expect(subject.chosen()).toBeUndefined();
        await user.keyboard('{Escape}');
        expect(input).toHaveValue('');
        expect(input).toHaveFocus();
      });

      it('Tab closes the list without choosing and moves on', async () => {
        const { user, input } = await typeQuery();
        await user.keyboard('{ArrowDown}');
        await user.tab();
        expect(input).not.toHaveFocus();
        expect(input).toHaveAttribute('aria-expanded', 'false');
        expect(subject.chosen()).toBeUndefined();
      });
    }

    it('the highlighted option is scrolled into view', async () => {
      const scrolled: Element[] = [];
      const scrollIntoView = vi.fn(function (this: Element) {
        scrolled.push(this);
      });
      // jsdom lays nothing out, so it has no scrollIntoView of its own.
      replaceUntilTestEnds(Element.prototype, 'scrollIntoView', scrollIntoView);
      const { user, input } = await typeQuery();
      await user.keyboard('{End}');
      expect(scrolled.at(-1)).toBe(options(input).at(-1));
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    });

    it('a pointer highlights the option it moves over and chooses it on click, focus staying in the box', async () => {
      const { user, input } = await typeQuery();
      const third = options(input)[2]!;
      await user.pointer({ target: third });
      expect(highlighted(input)).toBe(2);
      await user.click(third);
      await vi.waitFor(() => expect(subject.chosen()).toBe(subject.optionName(third)));
      if (!subject.dialogClosed) expect(input).toHaveFocus();
    });
  });
}
