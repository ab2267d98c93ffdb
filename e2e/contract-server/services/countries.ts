import { continents, countries as countryTable, languages as languageTable } from 'countries-list';
import { demoDataset } from '../../../src/services/countries/fake/demo-data.ts';
import type { CountriesDataset, CountryRecord } from '../../../src/services/countries/fake/dataset.ts';
import { executeGraphqlBody } from '../../../src/services/countries/fake/execute.ts';
import { createCountriesServer, type CountriesServer } from '../../../src/services/countries/fake/schema.ts';
import type { UpstreamModule } from '../types.ts';

/**
 * A real GraphQL server (graphql-js) with the real schema's shape over countries-list's data.
 * countries-list 3.x stores arrays where the real server's 2.6.1 stored comma lists; convert back.
 * States, subdivisions and populations come from the demo slice (countries-list has none),
 * translated names from its translations table (a few countries; others fall back to English).
 * State `cdnRefuses` answers every query with the CDN's 400 refusal.
 * 3.x added Ascension (AC) and Tristan da Cunha (TA); the live server (2.6.1) has 250 countries.
 */
const NOT_IN_REAL_SERVER = new Set(['AC', 'TA']);

function buildDataset(): CountriesDataset {
  const extras = new Map(demoDataset.countries.map((c) => [c.code, c]));
  const records: CountryRecord[] = Object.entries(countryTable)
    .filter(([code]) => !NOT_IN_REAL_SERVER.has(code))
    .map(([code, c]) => ({
      code,
      name: c.name,
      native: c.native,
      phone: c.phone.join(','),
      continent: c.continent,
      capital: c.capital,
      currency: c.currency.join(','),
      languages: [...c.languages],
      states: extras.get(code)?.states,
      subdivisions: extras.get(code)?.subdivisions,
      population: extras.get(code)?.population ?? null,
    }));
  const langs = Object.entries(languageTable).map(([code, l]) => ({ code, name: l.name, native: l.native, rtl: Boolean(l.rtl) }));
  return { continents: { ...continents }, countries: records, languages: langs };
}

const dataset = buildDataset();
const servers = new Map<boolean, CountriesServer>();
const serverFor = (withPopulation: boolean) => {
  const existing = servers.get(withPopulation);
  if (existing) return existing;
  const created = createCountriesServer(dataset, { withPopulation });
  servers.set(withPopulation, created);
  return created;
};

export const countries: UpstreamModule = {
  name: 'countries',
  cors: 'open',
  async handle(ctx) {
    if (ctx.path !== '/graphql') return;
    if (ctx.req.method !== 'POST') {
      ctx.json(405, { errors: [{ message: 'Use POST with a JSON body.' }] });
      return;
    }
    if (ctx.state.cdnRefuses === true) {
      // Stellate answers for the server when it refuses a query: 400, its code under extensions.stellate.
      ctx.json(400, { errors: [{ message: 'Syntax Error: Unexpected Name "querry".', extensions: { stellate: { code: 'INVALID_QUERY' } } }] });
      return;
    }
    const reply = await executeGraphqlBody(serverFor(ctx.state.withPopulation === true), (await ctx.body()).toString('utf8'));
    ctx.json(reply.status, reply.body);
  },
};
