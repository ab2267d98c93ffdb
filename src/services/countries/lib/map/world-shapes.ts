import { WORLD_DOT_POSITIONS, WORLD_SHAPES } from '../../../../generated/world-projected.ts';

// The shapes arrive projected (scripts/world-shapes.ts writes them at build time): preparing them
// is reading world-projected.ts and the two look-up tables below, timed by the maps bench.
export { SPHERE_PATH, WORLD_HEIGHT, WORLD_SHAPES, WORLD_WIDTH } from '../../../../generated/world-projected.ts';

export type WorldShape = (typeof WORLD_SHAPES)[number];

/** Countries too small for the 110m shapes, as dots at their centroids. */
export const WORLD_DOTS: ReadonlyMap<string, { x: number; y: number }> = new Map(Object.entries(WORLD_DOT_POSITIONS));

export const SHAPE_BY_CODE: ReadonlyMap<string, WorldShape> = new Map(WORLD_SHAPES.flatMap((shape) => (shape.code ? [[shape.code, shape] as const] : [])));

performance.mark('world-map:shapes-ready');
