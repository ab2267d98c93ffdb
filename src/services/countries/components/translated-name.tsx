import { useId } from 'react';
import { Card } from '../../../shared/ui/card.tsx';
import { ErrorPanel } from '../../../shared/ui/error-panel.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { UnknownUrlValuesNotice } from '../../../shared/ui/url-value-notice.tsx';
import { countryDetailUrl, isNameLanguage, NAME_LANGUAGES, nameLanguageLabel, type NameLanguage } from '../lib/name-languages.ts';
import { usePageParams } from '../../../shared/hooks/url-state/use-page-params.ts';
import { useCountryName } from '../hooks/use-country-name.ts';

/** The country's name in a language chosen with `names=`, next to its native name. */
export function TranslatedName({ code, native, nativeLang }: { code: string; native: string; nativeLang?: string }) {
  const selectId = useId();
  const { values, set, unknown, removeUnknown } = usePageParams(countryDetailUrl);
  const lang = values.names || undefined;
  const setLang = (value: string) => set({ names: isNameLanguage(value) ? value : '' });
  return (
    <Card title="Name in other languages">
      <dl className="mb-3">
        <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Native name</dt>
        <dd dir="auto" lang={nativeLang} className="break-words">
          {native}
        </dd>
      </dl>
      <label htmlFor={selectId} className="block text-sm font-medium">
        Language
      </label>
      <select id={selectId} className={`${inputClass} mt-1 sm:max-w-xs`} value={lang ?? ''} onChange={(event) => setLang(event.target.value)}>
        <option value="">Choose a language</option>
        {NAME_LANGUAGES.map((item) => (
          <option key={item} value={item}>
            {nameLanguageLabel(item)} ({item})
          </option>
        ))}
      </select>
      <div className="mt-2">
        <UnknownUrlValuesNotice values={unknown} onRemove={removeUnknown} />
        {lang && <NameIn code={code} lang={lang} />}
      </div>
    </Card>
  );
}

function NameIn({ code, lang }: { code: string; lang: NameLanguage }) {
  const name = useCountryName(code, lang);
  if (name.isPending) return <p className="text-sm">Loading the {nameLanguageLabel(lang)} name…</p>;
  if (name.isError) return <ErrorPanel error={name.error} onRetry={() => void name.refetch()} retrying={name.isFetching} compact />;
  const translated = name.data.data.country?.name;
  return (
    <p className="text-lg" aria-live="polite">
      <span className="sr-only">{nameLanguageLabel(lang)}: </span>
      <span lang={lang} dir="auto">
        {translated ?? `The server gave no name: ${name.data.partialErrors.map((item) => item.message).join(' · ') || 'no reason given'}.`}
      </span>
    </p>
  );
}
