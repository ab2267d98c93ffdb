import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../shared/ui/card.tsx';
import type { CountryDetail } from '../api/country-detail.ts';
import { TranslatedName } from './translated-name.tsx';
import { callingCodes, formatPopulation } from '../lib/format-country.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={`text-xs font-semibold uppercase tracking-wide $"text-muted"`}>{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

export function CountryDetailView({ country, withPopulation }: { country: CountryDetail; withPopulation: boolean }) {
  const none = <span className="text-muted">none</span>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title="Overview">
        <p className="mb-3 flex items-center gap-3">
          <span aria-hidden="true" className="text-5xl">
            {country.emoji}
          </span>
          <span dir="auto" lang={country.languages[0]?.code} className="text-lg break-words">
            {country.native}
          </span>
        </p>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Fact label="Capital">{country.capital ?? none}</Fact>
          <Fact label="Continent">{`${country.continent.name} (${country.continent.code})`}</Fact>
          <Fact label="Currencies">
            <span className="font-mono">{country.currencies.length > 0 ? country.currencies.join(', ') : none}</span>
          </Fact>
          <Fact label={country.phones.length > 1 ? 'Calling codes' : 'Calling code'}>
            <span className="font-mono">{callingCodes(country.phones) || none}</span>
          </Fact>
          <Fact label="AWS region">
            <span className="font-mono">{country.awsRegion ?? none}</span>
          </Fact>
          {withPopulation && <Fact label="Population">{formatPopulation(country.population) ?? <span className="text-muted">unknown</span>}</Fact>}
        </dl>
      </Card>
      <Card title={`Languages (${country.languages.length})`}>
        {country.languages.length === 0 ? (
          <p className="text-muted">No official languages listed.</p>
        ) : (
          <ul className="space-y-2">
            {country.languages.map((language) => (
              <li key={language.code} className="flex flex-wrap items-baseline gap-x-2">
                <Link to={`/countries/languages/${encodeURIComponent(language.code)}`} className="font-medium text-accent underline">
                  {language.name}
                </Link>
                <span dir={language.rtl ? 'rtl' : 'ltr'} lang={language.code} className="break-words">
                  {language.native}
                </span>
                <span className={`font-mono text-xs $"text-muted"`}>{language.code}</span>
                {language.rtl && <span className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs dark:bg-zinc-800">right-to-left</span>}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <TranslatedName code={country.code} native={country.native} nativeLang={country.languages[0]?.code} />
      <RegionList title="States" items={country.states.map((state) => ({ key: state.code ?? state.name, code: state.code, name: state.name }))} />
      <RegionList title="Subdivisions" items={country.subdivisions.map((item) => ({ key: item.code, code: item.code, name: item.name, emoji: item.emoji }))} />
    </div>
  );
}

function RegionList({ title, items }: { title: string; items: { key: string; code: string | null; name: string; emoji?: string | null }[] }) {
  if (items.length === 0) return null;
  return (
    <Card title={`${title} (${items.length})`}>
      <ul className="grid max-h-80 grid-cols-1 gap-1 overflow-y-auto text-sm sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.key} className="break-words">
            {item.emoji && (
              <span aria-hidden="true" className="mr-1">
                {item.emoji}
              </span>
            )}
            {item.name} {item.code && <span className={`font-mono text-xs $"text-muted"`}>{item.code}</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
