import { useQuery } from '@tanstack/react-query';
import { tokenListQuery } from '../api/token-list-query.ts';

/** The bundled token list, by chain. */
export const useTokenList = () => useQuery(tokenListQuery());
