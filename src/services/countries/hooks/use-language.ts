import { useQuery } from '@tanstack/react-query';
import { useEndpoint } from '../../../shared/config/endpoints.ts';
import { languageQuery } from '../api/language.ts';

/** One language and the countries that speak it. */
export const useLanguage = (code: string) => useQuery(languageQuery(useEndpoint('countries'), code));
