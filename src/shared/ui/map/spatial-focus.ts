/** A mark's position on a map, in the SVG's own units. */
export interface MapPoint {
  x: number;
  y: number;
}

const DIRECTIONS: Record<string, [dx: number, dy: number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * Where an arrow key moves the focus on a map: the nearest mark in that direction, a mark well off
 * the line weighing as if it were farther away. Home and End go to the first and last mark (the
 * list's order). Undefined when nothing lies that way or the key is not one of these.
 */
export function nextPointIndex(points: readonly MapPoint[], from: number, key: string): number | undefined {
  if (points.length === 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return points.length - 1;
  const direction = DIRECTIONS[key];
  const origin = points[from];
  if (!direction || !origin) return undefined;
  const [dx, dy] = direction;
  let best: number | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  points.forEach((point, index) => {
    if (index === from) return;
    const along = (point.x - origin.x) * dx + (point.y - origin.y) * dy;
    const across = Math.abs((point.x - origin.x) * dy - (point.y - origin.y) * dx);
    // Marks at the same spot (one campus city) are reached in list order, forwards with → and ↓.
    const ahead = along > 0 || (along === 0 && across === 0 && (dx + dy > 0 ? index > from : index < from));
    if (!ahead) return;
    const score = along + across * 2 + (along === 0 ? Math.abs(index - from) * 1e-6 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}
