import type { School } from '../../api/schemas.ts';
import { projectUs, US_MAP_SIZE } from '../../lib/map/place-schools.ts';
import { US_PATHS } from '../../lib/map/us-shapes.ts';

/** A small picture of where the school is among the states; a school the map cannot place says so. */
export default function LocatorMap({ school }: { school: School }) {
  const lat = school['location.lat'];
  const lon = school['location.lon'];
  const point = lat !== null && lon !== null ? projectUs(lat, lon) : null;
  const place = [school['school.city'], school['school.state']].filter(Boolean).join(', ');
  if (!point)
    return (
      <p className="text-sm text-soft">
        {lat === null || lon === null ? 'The Scorecard gives no coordinates for this school.' : `${place || 'This school'} lies outside the map of the states.`}
      </p>
    );
  return (
    <svg
      viewBox={`0 0 ${US_MAP_SIZE.width} ${US_MAP_SIZE.height}`}
      role="img"
      aria-label={`Map: ${school['school.name']} in ${place || 'the United States'}`}
      className="w-full"
    >
      <path d={US_PATHS.nation} className="fill-zinc-100 stroke-zinc-400 dark:fill-zinc-800 dark:stroke-zinc-500" strokeWidth="1.5" />
      <path d={US_PATHS.borders} className="fill-none stroke-zinc-400 dark:stroke-zinc-500" strokeWidth="1" />
      <circle cx={point[0]} cy={point[1]} r="26" className="fill-none stroke-accent" strokeWidth="5" />
      <circle cx={point[0]} cy={point[1]} r="11" className="fill-accent stroke-white dark:stroke-zinc-900" strokeWidth="3" />
    </svg>
  );
}
