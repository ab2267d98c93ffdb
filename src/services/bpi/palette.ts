import type { PaletteSource } from '../../shared/registry/palette.ts';
import { pricesKey } from './api/price.ts';

export const palette: PaletteSource = () => [
  {
    id: 'bpi:refresh',
    label: 'Refresh bitcoin price',
    group: 'Actions',
    keywords: 'btc live price update',
    to: '/bpi',
    run: async ({ queryClient }) => (await queryClient()).invalidateQueries({ queryKey: pricesKey() }),
  },
];
