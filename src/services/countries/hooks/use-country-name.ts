import { useQuery } from '@tanstack/react-query';
import { useEndpoint } from '../../../shared/config/endpoints.ts';
import { countryNameQuery } from '../api/country-name.ts';

/** A country's name in another language. */
export const useCountryName = (code: string, lang: string) => useQuery(countryNameQuery(useEndpoint('countries'), { code, lang }));
