import { useJobFacts } from '../hooks/use-posting-facts.ts';
import type { GermanNeed } from '../lib/german-requirement.ts';
import { GERMAN_LABELS, languageBadge, languageWords } from '../lib/posting-labels.ts';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

const GERMAN_TONES: Record<GermanNeed, string> = {
  required: 'bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100',
  plus: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  none: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
};

/** What a posting's text tells: its language ("EN", "DE", "French", "Language unclear") and what it asks about German. */
export function PostingBadges({ facts }: { facts: { lang: string | undefined; german: GermanNeed } | undefined }) {
  if (!facts) {
    // Until the posting is read, the same room is kept, so the row does not move when it is.
    return (
      <span aria-hidden="true" className="invisible inline-flex gap-2">
        <span className={pill}>EN</span>
        <span className={pill}>{GERMAN_LABELS.none}</span>
      </span>
    );
  }
  return (
    <>
      <span className={`${pill} border border-zinc-300 font-medium text-zinc-800 dark:border-zinc-600 dark:text-zinc-200`}>
        <span aria-hidden="true">{languageBadge(facts.lang)}</span>
        <span className="sr-only">{facts.lang === undefined ? 'Language unclear' : `Written in ${languageWords(facts.lang)}`}</span>
      </span>
      <span className={`${pill} ${GERMAN_TONES[facts.german]}`}>{GERMAN_LABELS[facts.german]}</span>
    </>
  );
}

/** A loaded posting's badges as the tab reads it: they alone re-render when it is read. */
export function JobPostingBadges({ slug }: { slug: string }) {
  return <PostingBadges facts={useJobFacts(slug)} />;
}
