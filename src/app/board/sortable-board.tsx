import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { BoardTile } from '../../shared/board/board-schema.ts';
import { BOARD_GRID, wideClass } from './board-frame.ts';
import { HANDLE_A11Y, HANDLE_CLASS } from './drag-handle.tsx';

export interface SortableBoardProps {
  tiles: readonly BoardTile[];
  renderTile: (tile: BoardTile, position: number, handle: ReactNode) => ReactNode;
  onMove: (id: string, to: number) => void;
}

function SortableTile({ tile, position, renderTile }: { tile: BoardTile; position: number; renderTile: SortableBoardProps['renderTile'] }) {
  // dnd-kit's attributes (a focusable button role) are left out: the handle is for pointers only.
  const { listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: tile.id });
  const handle = (
    <span ref={setActivatorNodeRef} {...listeners} {...HANDLE_A11Y} className={`${HANDLE_CLASS} cursor-grab touch-none`}>
      ⠿
    </span>
  );
  return (
    <li
      ref={setNodeRef}
      data-tile={tile.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${wideClass(tile.size)} ${isDragging ? 'relative z-10 opacity-90 shadow-lg' : ''}`}
    >
      {renderTile(tile, position, handle)}
    </li>
  );
}

/**
 * The board with drag and drop (dnd-kit's sortable preset) by pointer on the handle, each step
 * spoken. The keyboard reorders with each tile's Move earlier / Move later (see HANDLE_A11Y).
 * Loaded when a pointer first reaches for a handle.
 */
export default function SortableBoard({ tiles, renderTile, onMove }: SortableBoardProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const titleOf = (id: string | number) => tiles.find((tile) => tile.id === id)?.title ?? 'the tile';
  const placeOf = (id: string | number | undefined) => tiles.findIndex((tile) => tile.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${titleOf(active.id)}”, place ${placeOf(active.id)} of ${tiles.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `“${titleOf(active.id)}” is over place ${placeOf(over.id)} of ${tiles.length}.` : `“${titleOf(active.id)}” is not over a place.`,
    onDragEnd: ({ active, over }) =>
      over ? `Dropped “${titleOf(active.id)}” at place ${placeOf(over.id)} of ${tiles.length}.` : `Dropped “${titleOf(active.id)}”; it stays where it was.`,
    onDragCancel: ({ active }) => `Moving “${titleOf(active.id)}” was cancelled; it stays at place ${placeOf(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), placeOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move a tile, use its Move earlier and Move later buttons.',
        },
      }}
    >
      <SortableContext items={tiles.map((tile) => tile.id)} strategy={rectSortingStrategy}>
        <ol className={BOARD_GRID}>
          {tiles.map((tile, position) => (
            <SortableTile key={tile.id} tile={tile} position={position} renderTile={renderTile} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
