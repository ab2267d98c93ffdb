import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import worldTopology from 'world-atlas/countries-110m.json';
import { ALPHA2_BY_SHAPE_ID, ALPHA2_BY_SHAPE_NAME, CENTROIDS } from './world-places.ts';

// Measured by the maps bench: reading and projecting the shapes, from here to the end of the module.
performance.mark('world-map:shapes-start');

const topology = worldTopology as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;

export const WORLD_WIDTH = 960;
const sphere = { type: 'Sphere' } as const;
/** Equal Earth: areas true to size, so large and small countries compare fairly. */
const projection = geoEqualEarth().fitWidth(WORLD_WIDTH, sphere);
const draw = geoPath(projection);
export const WORLD_HEIGHT = Math.ceil(draw.bounds(sphere)[1][1]);
export const SPHERE_PATH = draw(sphere) ?? '';

export interface WorldShape {
  /** The API's alpha-2 code; undefined for a shape no API country matches (N. Cyprus, Somaliland). */
  code: string | undefined;
  d: string;
  /** Where the keyboard model places it: the centre of its largest part. */
  x: number;
  y: number;
}

function largestPartCentre(shape: GeoJSON.Feature): [number, number] {
  const geometry = shape.geometry;
  if (geometry.type !== 'MultiPolygon') return draw.centroid(shape);
  let best: GeoJSON.Polygon = { type: 'Polygon', coordinates: geometry.coordinates[0] ?? [] };
  let bestArea = -1;
  for (const coordinates of geometry.coordinates) {
    const part: GeoJSON.Polygon = { type: 'Polygon', coordinates };
    const area = draw.area(part);
    if (area > bestArea) [best, bestArea] = [part, area];
  }
  return draw.centroid(best);
}

export const WORLD_SHAPES: readonly WorldShape[] = feature(topology, topology.objects.countries).features.map((shape) => {
  const code = shape.id !== undefined ? ALPHA2_BY_SHAPE_ID[String(shape.id)] : ALPHA2_BY_SHAPE_NAME[shape.properties?.name ?? ''];
  const [x, y] = largestPartCentre(shape);
  return { code, d: draw(shape) ?? '', x, y };
});

/** Countries too small for the 110m shapes, as dots at their centroids. */
export const WORLD_DOTS: ReadonlyMap<string, { x: number; y: number }> = new Map(
  Object.entries(CENTROIDS).flatMap(([code, lonLat]) => {
    const point = projection([lonLat[0], lonLat[1]]);
    return point ? [[code, { x: point[0], y: point[1] }] as const] : [];
  }),
);

export const SHAPE_BY_CODE: ReadonlyMap<string, WorldShape> = new Map(WORLD_SHAPES.flatMap((shape) => (shape.code ? [[shape.code, shape] as const] : [])));

performance.mark('world-map:shapes-ready');
