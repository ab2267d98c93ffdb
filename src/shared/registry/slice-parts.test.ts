import { describe, expect, it } from 'vitest';
import { defineService } from './descriptor.ts';
import { sliceParts } from './slice-parts.ts';

const weather = defineService({
  id: 'weather',
  title: 'Weather',
  summary: 'Forecasts.',
  provider: 'A forecast service',
  home: '/weather',
  pages: [
    { id: 'weather', path: 'weather', module: './route.tsx', loader: 'loadForecast' },
    { id: 'station', path: 'weather/:id', module: './station-route.tsx' },
  ],
  upstreams: [],
  status: './overview-status.tsx',
  palette: './palette.ts',
  offline: 'Forecasts need the network.',
  settings: [],
  demo: { module: './fake/mocks.ts', routes: [] },
});

const Page = () => null;
const loadForecast = () => Promise.resolve();
const folder = {
  './route.tsx': () => Promise.resolve({ default: Page }),
  './station-route.tsx': () => Promise.resolve({ default: Page }),
  './loader.ts': () => Promise.resolve({ loadForecast }),
  './overview-status.tsx': () => Promise.resolve({ default: Page }),
  './palette.ts': () => Promise.resolve({ palette: () => [] }),
};

describe('sliceParts', () => {
  it('imports each module the descriptor names and reads the export the app uses', async () => {
    const parts = sliceParts(weather, folder);
    expect(Object.keys(parts.pages)).toEqual(['weather', 'station']);
    expect((await parts.pages.station!.component()).default).toBe(Page);
    expect(await parts.pages.weather!.loader!()).toBe(loadForecast);
    expect(parts.pages.station!.loader).toBeUndefined();
    expect(await parts.palette!()).toEqual(expect.any(Function));
    expect(parts.tiles).toBeUndefined();
  });

  it('stops at a module the folder does not have', () => {
    const { './station-route.tsx': _missing, ...rest } = folder;
    expect(() => sliceParts(weather, rest)).toThrow('The service "weather" names ./station-route.tsx, which is not a module in its folder');
  });

  it('fails the import of a loader the module does not export', async () => {
    const parts = sliceParts(weather, { ...folder, './loader.ts': () => Promise.resolve({ loadForecasts: loadForecast }) });
    await expect(parts.pages.weather!.loader!()).rejects.toThrow('./loader.ts of the service "weather" has no export "loadForecast"');
  });
});
