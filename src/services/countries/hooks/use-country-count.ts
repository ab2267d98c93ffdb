import { useQuery } from '@tanstack/react-query';
import { countryCountQuery } from '../api/overview-count.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/** How many countries the server lists (the overview card). */
export const useCountryCount = () => useQuery(countryCountQuery(useEndpoint('countries')));
