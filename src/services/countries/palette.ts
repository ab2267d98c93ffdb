import type { PaletteSource } from '../../shared/registry/palette.ts';
import { readRecentCountries } from './lib/recent-countries.ts';

export const palette: PaletteSource = () =>
  readRecentCountries().map((country) => ({
    id: `countries:recent:${country.code}`,
    label: `${country.name} (${country.code})`,
    group: 'Recent' as const,
    keywords: 'country countries',
    to: `/countries/${country.code}`,
  }));
