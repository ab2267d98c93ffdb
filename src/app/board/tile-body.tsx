import { use } from 'react';
import type { TileProps, TileRenderers } from '../../shared/board/tile-types.ts';
import { serviceParts } from '../service-parts.ts';

const renderers = new Map<string, Promise<TileRenderers>>();

/** A slice's tile renderers, loaded once, the first time the board shows one of its tiles. */
function loadRenderers(serviceId: string): Promise<TileRenderers> {
  let loading = renderers.get(serviceId);
  if (!loading) {
    const load = serviceParts.find((parts) => parts.service.id === serviceId)?.tiles;
    loading = load ? load() : Promise.reject(new Error(`The service "${serviceId}" draws no tiles`));
    // A failed download is tried again the next time a tile asks.
    loading.catch(() => renderers.delete(serviceId));
    renderers.set(serviceId, loading);
  }
  return loading;
}

/** Draws a tile with its slice's renderer for the kind (suspends while the slice's tiles module loads). */
export function TileBody({ serviceId, kindId, ...props }: TileProps & { serviceId: string; kindId: string }) {
  const Draw = use(loadRenderers(serviceId))[kindId];
  if (!Draw) throw new Error(`The service "${serviceId}" has no tile named "${kindId}"`);
  return <Draw {...props} />;
}
