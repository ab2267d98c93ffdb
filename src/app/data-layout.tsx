import { Outlet } from 'react-router';
import { BoardContext } from '../shared/board/board-context.tsx';
import { boardAccess } from './board/board-access.ts';
import QueryProvider from './query-provider.tsx';

/**
 * Pages under this lazy layout get the query client, and the board their Pin buttons write to;
 * both load beside the first page's chunk, never with the overview's first paint.
 */
export default function DataLayout() {
  return (
    <QueryProvider>
      <BoardContext value={boardAccess}>
        <Outlet />
      </BoardContext>
    </QueryProvider>
  );
}
