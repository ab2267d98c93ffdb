import type { TileProps, TileRenderers } from '../../shared/board/tile-types.ts';
import { TileQuery } from '../../shared/board/tile-query.tsx';
import { useEffect, useEffectEvent } from 'react';
import { countryTitle, normaliseCountryCode } from './lib/format-country.ts';
import { useCountryDetail } from './hooks/use-country-detail.ts';
import { ConsoleQueryTile } from './components/console-query-tile.tsx';

/** A country at a glance: flag, capital, currencies and languages (the page's cached answer). */
function CountryTile({ params, titleFromData }: TileProps) {
  const code = normaliseCountryCode(params.code ?? '');
  const { detail } = useCountryDetail(code);
  const country = detail.data?.data.country;
  const title = country ? countryTitle(country) : undefined;
  const nameTile = useEffectEvent((name: string) => titleFromData?.(name));
  useEffect(() => {
    if (title) nameTile(title);
  }, [title]);
  return (
    <TileQuery query={detail} refreshable>
      {({ data: { country } }) =>
        country ? (
          <div className="space-y-2 text-sm">
            <p className="flex items-center gap-2">
              <span aria-hidden="true" className="text-4xl leading-none">
                {country.emoji}
              </span>
              <span className="min-w-0">
                <span className="block truncate font-medium">{country.name}</span>
                {country.native !== country.name && (
                  <span dir="auto" className={`block truncate $"text-muted"`}>
                    {country.native}
                  </span>
                )}
              </span>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              <dt className="text-muted">Capital</dt>
              <dd className="truncate">{country.capital ?? 'none'}</dd>
              <dt className="text-muted">Currencies</dt>
              <dd className="truncate font-mono">{country.currencies.join(', ') || 'none'}</dd>
              <dt className="text-muted">Languages</dt>
              <dd className="truncate">{country.languages.map((language) => language.name).join(', ') || 'none'}</dd>
            </dl>
          </div>
        ) : (
          <p className="text-sm">No country has the code {code.slice(0, 12)}.</p>
        )
      }
    </TileQuery>
  );
}

export const tiles: TileRenderers = { country: CountryTile, query: ConsoleQueryTile };
