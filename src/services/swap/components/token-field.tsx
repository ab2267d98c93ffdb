import { useId } from 'react';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { inputClass } from '../../../shared/ui/field.tsx';
import { sameAddress } from '../lib/address.ts';
import { shortAddress } from '../lib/form.ts';
import { searchTokens, type Token } from '../lib/tokens.ts';
import { TokenLogo } from './token-logo.tsx';

interface TokenFieldProps {
  label: string;
  value: string;
  tokens: Token[];
  /** The token the value resolves to, if it does. */
  token?: Token;
  error?: string;
  onChange: (value: string) => void;
}

/** Type a symbol or name and pick from the matches, or paste any address. */
export function TokenField({ label, value, tokens, token, error, onChange }: TokenFieldProps) {
  const id = useId();
  const shown = token && !token.custom && sameAddress(token.address, value) ? token.symbol : value;
  const matches = token ? [] : /^0x/i.test(value.trim()) ? [] : searchTokens(tokens, value, 6);
  const hint = token
    ? `${token.name} · ${token.native ? 'native token' : shortAddress(token.address)} · ${token.decimals} decimals`
    : 'Symbol, name or a pasted 0x address';
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {token && <TokenLogo token={token} />}
        <input
          id={id}
          value={shown}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={inputClass}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs [overflow-wrap:anywhere] text-zinc-600 dark:text-zinc-400">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {matches.length > 0 && (
        <ul
          aria-label={`Tokens matching “${value}” for ${label.toLowerCase()}`}
          className="max-h-56 overflow-auto rounded-md border border-zinc-200 dark:border-zinc-700"
        >
          {matches.map((match) => (
            <li key={match.address}>
              <button
                type="button"
                onClick={(event) => {
                  // Choosing closes the list: focus returns to the field it belongs to.
                  keepFocusOnRemoval(event.currentTarget, { group: null, fallback: () => document.getElementById(id) });
                  onChange(match.address);
                }}
                className="focus-ring-inset flex w-full items-center gap-2 px-2 py-1.5 text-left text-sm hover:bg-zinc-100 focus-visible:bg-zinc-100 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800"
              >
                <TokenLogo token={match} />
                <span className="font-semibold">{match.symbol}</span>
                <span className="truncate text-zinc-600 dark:text-zinc-400">{match.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
