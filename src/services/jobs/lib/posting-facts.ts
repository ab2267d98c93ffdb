import type { Job } from '../api/schemas.ts';
import { germanRequirement, type GermanNeed } from './german-requirement.ts';
import { DETECTOR_NEEDED, postingLanguage, type DetectLanguages } from './posting-language.ts';
import { postingText } from './posting-text.ts';

/** What a posting's text tells a person who moves: the language it is written in, and what it asks about German. */
export interface PostingFacts {
  /** ISO 639-1 code; undefined where the language is unclear. */
  lang: string | undefined;
  german: GermanNeed;
  /** The words that decided `german`, as written. */
  germanPhrase?: string;
}

/** The language is told from the title and first paragraphs; what is asked about German, from the whole text. */
const LANGUAGE_CHARS = 600;
const REQUIREMENT_CHARS = 20_000;

/**
 * The posting's facts. Without a detector they are read only where the words tell the language
 * (undefined otherwise): the detector is loaded for the postings that need it, not before.
 */
export function readPostingFacts(job: Pick<Job, 'title' | 'descriptionHtml'>, detect: DetectLanguages): PostingFacts;
export function readPostingFacts(job: Pick<Job, 'title' | 'descriptionHtml'>, detect: DetectLanguages | undefined): PostingFacts | undefined;
export function readPostingFacts(job: Pick<Job, 'title' | 'descriptionHtml'>, detect: DetectLanguages | undefined): PostingFacts | undefined {
  const text = postingText(job.title, job.descriptionHtml, REQUIREMENT_CHARS);
  const lang = postingLanguage(text.slice(0, LANGUAGE_CHARS), detect);
  if (lang === DETECTOR_NEEDED) return undefined;
  const { need, phrase } = germanRequirement(text);
  return { lang, german: need, germanPhrase: phrase };
}
