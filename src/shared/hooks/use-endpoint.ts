import { useMemo } from 'react';
import { resolveEndpoint, type Endpoint, type UpstreamId } from '../config/endpoints.ts';
import { useSettings } from './use-settings.ts';

/** The endpoint as /settings has it now; a settings change re-renders and gives the new one. */
export function useEndpoint(id: UpstreamId): Endpoint {
  const settings = useSettings();
  return useMemo(() => resolveEndpoint(id, settings), [id, settings]);
}
