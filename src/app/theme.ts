import { localStore } from '../shared/storage/web-storage.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';
const STORAGE_KEY = 'dashboard.theme' as const;
const listeners = new Set<() => void>();
const media = () => window.matchMedia?.('(prefers-color-scheme: dark)');

export function getThemeChoice(): ThemeChoice {
  const stored = localStore.read(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function applyTheme(choice = getThemeChoice()) {
  const root = document.documentElement;
  const dark = choice === 'dark' || (choice === 'system' && Boolean(media()?.matches));
  // Colour transitions would fade every element between themes; midway, text and background can
  // fail contrast. Switch at once, then give hover transitions back once the new theme is painted.
  root.classList.add('theme-switching');
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove('theme-switching')));
}

/** Calls the listener on every theme choice made in this tab; returns the unsubscribe. */
export function subscribeToThemeChoice(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setThemeChoice(choice: ThemeChoice) {
  // Storage blocked or full: the choice holds for this visit.
  if (choice === 'system') localStore.remove(STORAGE_KEY);
  else localStore.write(STORAGE_KEY, choice);
  applyTheme(choice);
  listeners.forEach((listener) => listener());
}

/** Applies the stored theme now and follows the system setting while the choice is "system". */
export function initTheme() {
  applyTheme();
  media()?.addEventListener('change', () => applyTheme());
}
