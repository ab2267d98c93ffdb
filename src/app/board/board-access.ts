import type { BoardAccess } from '../../shared/board/board-context.tsx';
import { createBoardStore } from '../../shared/board/board-store.ts';
import { indexedDbBoardStorage } from '../../shared/board/board-storage.ts';
import type { TileKindRef } from '../../shared/board/tile-match.ts';
import { serviceParts } from '../service-parts.ts';

/** Every slice's pinnable views, in the registry's order. */
const tileKinds: readonly TileKindRef[] = serviceParts.flatMap(({ service }) => (service.tiles?.kinds ?? []).map((kind) => ({ serviceId: service.id, kind })));

/** This browser's board, shared by every page's Pin button and the overview. */
export const boardAccess: BoardAccess = { kinds: tileKinds, store: createBoardStore({ storage: indexedDbBoardStorage() }) };
