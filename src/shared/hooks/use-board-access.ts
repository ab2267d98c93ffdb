import { useContext } from 'react';
import { BoardContext } from '../board/board-context.tsx';

/** The board and the tile kinds; undefined outside the app's provider. */
export const useBoardAccess = () => useContext(BoardContext);
