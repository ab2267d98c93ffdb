import { services } from '../../services/registry.ts';
import type { PaletteEntry } from '../../shared/registry/palette.ts';
import { serviceParts } from '../service-parts.ts';
import { setThemeChoice } from '../theme.ts';

/** The pages every build has: the overview, each slice's home and titled pages, settings. */
function pageEntries(): PaletteEntry[] {
  const homes = services.map((service) => ({
    id: `go:${service.home}`,
    label: service.title,
    group: 'Go to' as const,
    keywords: service.summary,
    to: service.home,
  }));
  const subPages = services.flatMap((service) =>
    service.pages
      .filter((page) => page.title !== undefined && !page.path.includes(':'))
      .map((page) => ({ id: `go:/${page.path}`, label: `${service.title}: ${page.title}`, group: 'Go to' as const, to: `/${page.path}` })),
  );
  return [
    { id: 'go:/', label: 'Overview', group: 'Go to', to: '/' },
    ...homes,
    ...subPages,
    { id: 'go:/settings', label: 'Settings', group: 'Go to', keywords: 'base url api key refresh cached data', to: '/settings' },
  ];
}

const appActions: PaletteEntry[] = [
  {
    id: 'action:toggle-theme',
    label: 'Toggle theme (light / dark)',
    group: 'Actions',
    keywords: 'dark mode light mode colour color',
    run: () => setThemeChoice(document.documentElement.classList.contains('dark') ? 'light' : 'dark'),
  },
];

/** Every entry: the app's own, then what each slice offers now (a slice that fails to answer offers nothing). */
export async function loadEntries(): Promise<PaletteEntry[]> {
  const fromSlices = await Promise.all(
    serviceParts.map(async (parts) => {
      if (!parts.palette) return [];
      try {
        return await (
          await parts.palette()
        )();
      } catch {
        return [];
      }
    }),
  );
  return [...pageEntries(), ...fromSlices.flat(), ...appActions];
}
