import { useQuery } from '@tanstack/react-query';
import { countryNameQuery } from '../api/country-name.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/** A country's name in another language. */
export const useCountryName = (code: string, lang: string) => useQuery(countryNameQuery(useEndpoint('countries'), { code, lang }));
