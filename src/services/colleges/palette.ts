import type { PaletteSource } from '../../shared/registry/palette.ts';
import { getTray } from './lib/compare-tray.ts';

/** The schools in the compare tray, and the comparison itself when it holds two or more. */
export const palette: PaletteSource = () => {
  const tray = getTray();
  const schools = tray.map((school) => ({
    id: `colleges:tray:${school.id}`,
    label: school.name,
    group: 'Saved' as const,
    keywords: 'college school compare tray',
    to: `/colleges/${school.id}`,
  }));
  if (tray.length < 2) return schools;
  return [
    {
      id: 'colleges:compare',
      label: `Compare ${tray.length} schools`,
      group: 'Saved' as const,
      keywords: 'colleges compare tray side by side',
      to: `/colleges/compare?ids=${tray.map((school) => school.id).join(',')}`,
    },
    ...schools,
  ];
};
