import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { FieldMessages, inputClass } from '../../../shared/ui/field.tsx';
import { useCombobox } from '../../../shared/hooks/use-combobox.ts';
import { INPUT_DEBOUNCE_MS } from '../hooks/use-price-quote.ts';
import { looksLikeAddress, sameAddress } from '../lib/address.ts';
import { shortAddress } from '../lib/form.ts';
import { createTokenIndex, exactToken, pickTokens } from '../lib/token-search.ts';
import type { Token } from '../lib/tokens.ts';
import { TokenLogo } from './token-logo.tsx';
import { countOf } from '../../../shared/lib/plural.ts';

interface TokenComboboxProps {
  label: string;
  /** The form's value: a token address, or text that does not name a token yet. */
  value: string;
  tokens: readonly Token[];
  /** The token the value resolves to, if it does. */
  token?: Token;
  /** Recently used tokens on this chain, newest first. */
  recent: readonly Token[];
  error?: string;
  onChange: (value: string) => void;
  /** A token chosen from the list (not a typed address): remembered as recently used. */
  onPick: (token: Token) => void;
  /** Which edge of the field the wider list lines up with, so it stays on screen. */
  align?: 'start' | 'end';
}

const CUSTOM_HINT = 'custom token — check the address';
const EMPTY_INDEX = createTokenIndex([]);

/**
 * The app's combobox (useCombobox) over a chain's tokens: opens on focus or click, filters by
 * symbol, name or address prefix with the best match highlighted; Enter chooses (focus stays
 * here); Escape closes and restores the chosen token, and again empties the field. An address goes
 * to the form once complete, once typing pauses or when the field is left, so the form validates
 * it; the keystrokes in between only filter the list.
 */
export function TokenCombobox({ label, value, tokens, token, recent, error, onChange, onPick, align = 'start' }: TokenComboboxProps) {
  /** What is being typed; null when the field shows the chosen token. */
  const [typed, setTyped] = useState<string | null>(null);
  // Folding every token's names waits until the list is first needed, not the page's first render.
  const [indexWanted, setIndexWanted] = useState(false);
  const index = useMemo(() => (indexWanted ? createTokenIndex(tokens) : EMPTY_INDEX), [indexWanted, tokens]);
  const chosen = token && sameAddress(token.address, value);
  const shown = typed ?? (chosen && !token.custom ? token.symbol : value);
  const result = useMemo(() => pickTokens(index, typed ?? '', recent), [index, typed, recent]);
  const options = result.options;
  const customOption = result.custom && 'address' in result.custom ? result.custom.address : undefined;
  const optionCount = options.length + (customOption ? 1 : 0);

  const choose = (picked: Token) => {
    onChange(picked.address);
    onPick(picked);
  };
  const combobox = useCombobox({
    optionCount,
    text: shown,
    selection: 'automatic',
    showWhenEmpty: true,
    onChoose: (position) => {
      setTyped(null);
      if (position < options.length) choose(options[position]!);
      else if (customOption) onChange(customOption);
    },
    onClose: () => setTyped(null),
    onClear: () => {
      setTyped(null);
      onChange('');
    },
  });
  const { open } = combobox;
  const id = combobox.inputProps.id;
  const openList = () => {
    setIndexWanted(true);
    combobox.show();
  };

  const settledTyped = useDebouncedValue(typed, INPUT_DEBOUNCE_MS);
  useEffect(() => {
    const text = settledTyped?.trim();
    if (settledTyped === typed && text && looksLikeAddress(text) && text !== value) onChange(text);
  }, [settledTyped, typed, value, onChange]);

  /** Leaving the field without choosing: a finished symbol counts, other text goes to the form to be explained. */
  const onBlur = () => {
    const text = typed?.trim();
    const named = text && !looksLikeAddress(text) ? exactToken(index, text) : undefined;
    if (named) choose(named);
    else if (text && text !== value) onChange(text);
    setTyped(null);
    combobox.close();
  };

  const hint = chosen
    ? token.custom
      ? `${CUSTOM_HINT} · ${token.address} · ${token.decimals} decimals`
      : `${token.name} · ${token.native ? 'native token' : shortAddress(token.address)} · ${token.decimals} decimals`
    : 'Symbol, name or a pasted 0x address';

  return (
    <div className="relative min-w-0 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {chosen && <TokenLogo token={token} />}
        <input
          {...combobox.inputProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          value={shown}
          spellCheck={false}
          className={inputClass}
          onFocus={(event) => {
            event.currentTarget.select();
            openList();
          }}
          onClick={openList}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setIndexWanted(true);
            combobox.inputProps.onKeyDown(event);
          }}
          onChange={(event) => {
            const text = event.target.value;
            setIndexWanted(true);
            setTyped(text);
            combobox.textChanged();
            if (looksLikeAddress(text) && text.trim().length === 42) onChange(text.trim());
          }}
          onBlur={onBlur}
        />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
      <div
        hidden={!open}
        // Wider than the field from sm up, so full names and symbols show: look-alike tokens differ in them.
        className={`absolute inset-x-0 top-full z-20 mt-1 rounded-md border border-zinc-300 bg-white shadow-lg sm:w-[max(100%,26rem)] dark:border-zinc-600 dark:bg-zinc-900 ${align === 'end' ? 'sm:left-auto' : 'sm:right-auto'}`}
      >
        <ul {...combobox.listboxProps} aria-label={`${label} options`} className="max-h-72 overflow-y-auto py-1">
          {open &&
            options.map((option, position) => (
              <li
                key={option.address}
                {...combobox.optionProps(position)}
                className="flex cursor-pointer items-center gap-2 px-2 py-1.5 text-sm aria-selected:bg-zinc-100 dark:aria-selected:bg-zinc-800"
              >
                <TokenLogo token={option} />
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  <span className="font-semibold">{option.symbol}</span> <span className="text-muted">{option.name}</span>
                </span>
                <span className="shrink-0 font-mono text-xs text-muted">{option.native ? 'native' : shortAddress(option.address)}</span>
              </li>
            ))}
          {open && customOption && (
            <li
              {...combobox.optionProps(options.length)}
              className="cursor-pointer px-2 py-1.5 text-sm aria-selected:bg-zinc-100 dark:aria-selected:bg-zinc-800"
            >
              <span className="block font-mono text-xs [overflow-wrap:anywhere]">{customOption}</span>
              <span className="block text-xs font-medium text-amber-800 dark:text-amber-300">Use as a {CUSTOM_HINT}</span>
            </li>
          )}
        </ul>
        <p role="status" className="border-t border-zinc-200 px-2 py-1 text-xs text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          {!open
            ? ''
            : result.custom && 'error' in result.custom
              ? result.custom.error
              : optionCount === 0
                ? 'No token matches: paste the full address to use another token'
                : result.total > options.length
                  ? `Showing ${options.length} of ${result.total}: type to narrow`
                  : countOf(optionCount, 'token')}
        </p>
      </div>
    </div>
  );
}
