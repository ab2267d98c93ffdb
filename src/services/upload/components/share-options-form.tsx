import { useId } from 'react';
import { inputClass, TextField } from '../../../shared/ui/field.tsx';
import { hasWebCrypto } from '../lib/crypto/share-secret.ts';
import { EXPIRY_CHOICES, setShareOptions, type StoredShareOptions } from '../lib/share-options.ts';

const checkboxClass = 'mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]';

/**
 * How the next files are shared. The choices are remembered; the password is not (it stays in
 * this page until it is closed) and applies to the files added while it is filled in.
 */
export function ShareOptionsForm({ options, password, onPassword }: { options: StoredShareOptions; password: string; onPassword: (value: string) => void }) {
  const id = useId();
  const secure = hasWebCrypto();
  return (
    <fieldset className="space-y-3 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
      <legend className="px-1 text-sm font-semibold">Sharing options</legend>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-encrypt`}
          type="checkbox"
          className={checkboxClass}
          checked={options.encrypt && secure}
          disabled={!secure}
          aria-describedby={`${id}-encrypt-hint`}
          onChange={(event) => setShareOptions({ encrypt: event.target.checked })}
        />
        <div>
          <label htmlFor={`${id}-encrypt`} className="text-sm font-medium">
            Encrypt (only people with the link can open it)
          </label>
          <p id={`${id}-encrypt-hint`} className="text-xs text-muted">
            {secure
              ? 'The file is encrypted in this browser before it is sent; the host stores only a scrambled .bin file.'
              : 'Not available here: browsers encrypt only on https or localhost pages. Open the app over https to encrypt.'}
          </p>
        </div>
      </div>
      {options.encrypt && secure && (
        <div className="space-y-3 border-l-2 border-zinc-200 pl-4 dark:border-zinc-700">
          <TextField
            label="Password (optional)"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => onPassword(event.target.value)}
            hint="Leave empty to put the key in the link. With a password the link carries no key: send the password another way. It is never stored."
          />
          {!password && (
            <div className="flex items-start gap-2">
              <input
                id={`${id}-remember`}
                type="checkbox"
                className={checkboxClass}
                checked={options.rememberLink}
                onChange={(event) => setShareOptions({ rememberLink: event.target.checked })}
              />
              <label htmlFor={`${id}-remember`} className="text-sm font-medium">
                Remember the link in this browser
                <span className="block text-xs font-normal text-muted">
                  Otherwise the history keeps only the file name and expiry: the key leaves with this page.
                </span>
              </label>
            </div>
          )}
        </div>
      )}
      <div className="max-w-xs space-y-1">
        <label htmlFor={`${id}-expiry`} className="block text-sm font-medium">
          Link lifetime
        </label>
        <select
          id={`${id}-expiry`}
          className={inputClass}
          value={options.expireSeconds}
          onChange={(event) => setShareOptions({ expireSeconds: Number(event.target.value) })}
        >
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.seconds} value={choice.seconds}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
