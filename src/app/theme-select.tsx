import { setThemeChoice, type ThemeChoice } from './theme.ts';
import { useThemeChoice } from './hooks/use-theme-choice.ts';

export function ThemeSelect() {
  const choice = useThemeChoice();
  return (
    <label className="flex items-center gap-2 text-sm">
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
