import { useQuery } from '@tanstack/react-query';
import { useEndpoint } from '../../../shared/config/endpoints.ts';
import { countryCountQuery } from '../api/overview-count.ts';

/** How many countries the server lists (the overview card). */
export const useCountryCount = () => useQuery(countryCountQuery(useEndpoint('countries')));
