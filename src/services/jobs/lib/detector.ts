import type { DetectLanguages } from './posting-language.ts';

let loading: Promise<DetectLanguages> | undefined;

/**
 * The language detector (tinyld's light build: 24 languages, about 34 KB gzip), loaded with the
 * jobs data, after the list has painted: never part of the page's first load. A failed load is
 * tried again by the next call. `detectAll` rates every language, so a close call can be told apart.
 */
export function loadDetector(): Promise<DetectLanguages> {
  loading ??= import('tinyld/light').then(
    ({ detectAll }) =>
      (text: string) =>
        detectAll(text),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
