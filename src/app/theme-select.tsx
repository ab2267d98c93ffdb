import { setThemeChoice, useThemeChoice, type ThemeChoice } from './theme.ts';

export function ThemeSelect() {
  const choice = useThemeChoice();
  return (
    <label className="flex items-center gap-2 text-sm">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 sm:hidden" fill="currentColor">
        <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm0 1.5v10a5 5 0 0 1 0-10Z" />
      </svg>
      <span className="sr-only sm:not-sr-only">Theme</span>
      <select
        value={choice}
        onChange={(event) => setThemeChoice(event.target.value as ThemeChoice)}
        className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-zinc-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100"
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
