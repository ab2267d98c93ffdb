import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, type ReactNode } from 'react';
import type { BoardTile } from '../../shared/board/board-schema.ts';
import { BOARD_GRID, wideClass } from './board-frame.ts';
import { HANDLE_CLASS, handleLabel } from './drag-handle.tsx';

export interface SortableBoardProps {
  tiles: readonly BoardTile[];
  renderTile: (tile: BoardTile, position: number, handle: ReactNode) => ReactNode;
  onMove: (id: string, to: number) => void;
  /** The tile whose plain handle had focus when drag and drop arrived: its sortable handle takes it. */
  focusHandleOf?: string;
}

function SortableTile({
  tile,
  position,
  renderTile,
  focus,
}: {
  tile: BoardTile;
  position: number;
  renderTile: SortableBoardProps['renderTile'];
  focus: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: tile.id });
  const handle = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (focus) handle.current?.focus();
  }, [focus]);
  const handleButton = (
    <button
      type="button"
      ref={(node) => {
        handle.current = node;
        setActivatorNodeRef(node);
      }}
      {...attributes}
      {...listeners}
      aria-label={handleLabel(tile.title)}
      className={`${HANDLE_CLASS} cursor-grab touch-none`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      data-tile={tile.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${wideClass(tile.size)} ${isDragging ? 'relative z-10 opacity-90 shadow-lg' : ''}`}
    >
      {renderTile(tile, position, handleButton)}
    </li>
  );
}

/**
 * The board with drag and drop (dnd-kit's sortable preset): by pointer on the handle, or by
 * keyboard — Space or Enter lifts the tile, arrow keys move it, Space or Enter drops it, Escape
 * cancels — with each step spoken. Loaded when a person first reaches for a handle.
 */
export default function SortableBoard({ tiles, renderTile, onMove, focusHandleOf }: SortableBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
          draggable: 'To move a tile, press Space or Enter, move it with the arrow keys, and press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={tiles.map((tile) => tile.id)} strategy={rectSortingStrategy}>
        <ol className={BOARD_GRID}>
          {tiles.map((tile, position) => (
            <SortableTile key={tile.id} tile={tile} position={position} renderTile={renderTile} focus={tile.id === focusHandleOf} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
