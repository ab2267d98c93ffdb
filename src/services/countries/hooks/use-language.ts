import { useQuery } from '@tanstack/react-query';
import { languageQuery } from '../api/language.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/** One language and the countries that speak it. */
export const useLanguage = (code: string) => useQuery(languageQuery(useEndpoint('countries'), code));
