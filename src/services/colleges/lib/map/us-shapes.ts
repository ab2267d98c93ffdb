import { geoIdentity, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-albers-10m.json';

const topology = statesTopology as unknown as Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;

/** The shapes are projected already (Albers USA, 975 × 610): drawn as they are. */
const draw = geoPath(geoIdentity());

/** SVG path data for the nation's outline and the borders between states, computed once. */
export const US_PATHS = {
  nation: draw(feature(topology, topology.objects.nation)) ?? '',
  borders: draw(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '',
};
