import { countOf } from '../../../../shared/lib/plural.ts';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MapLegend } from '../../../../shared/ui/map/map-legend.tsx';
import { MapTooltip } from '../../../../shared/ui/map/map-tooltip.tsx';
import { saveSvg } from '../../../../shared/ui/map/save-svg.ts';
import { useRovingMarks } from '../../../../shared/hooks/use-roving-marks.ts';
import { buttonClass } from '../../../../shared/ui/button.tsx';
import type { School } from '../../api/schemas.ts';
import { colourScale, measureForSort } from '../../lib/map-measure.ts';
import { parseSort } from '../../lib/search-params.ts';
import { placeSchools, US_MAP_SIZE } from '../../lib/map/place-schools.ts';
import { US_PATHS } from '../../lib/map/us-shapes.ts';
import { UnplacedSchools } from './unplaced-schools.tsx';

export interface CollegesMapProps {
  schools: readonly School[];
  sort: string;
  /** The ZIP + distance search, stated in words (the API returns no ZIP coordinates). */
  near?: { zip: string; miles: number };
}

/**
 * The current page of results on a map of the states: each school a point at its coordinates,
 * coloured by the active sort's figure. One tab stop; arrow keys move between points; Enter or a
 * click opens the school. The list below stays the full equivalent.
 */
export default function CollegesMap({ schools, sort, near }: CollegesMapProps) {
  const navigate = useNavigate();
  const svgRef = useRef<SVGSVGElement>(null);
  const placement = useMemo(() => placeSchools(schools), [schools]);
  const measure = measureForSort(parseSort(sort).field);
  const valueOf = (school: School) => {
    const value = measure ? school[measure.field] : null;
    return typeof value === 'number' ? value : null;
  };
  const scale = measure
    ? colourScale(
        placement.placed.map(({ school }) => valueOf(school)),
        measure.format,
      )
    : undefined;
  const roving = useRovingMarks(placement.placed);
  const describe = (school: School) => {
    if (!measure) return school['school.name'];
    return `${school['school.name']}: ${measure.label.toLowerCase()} ${measure.format(valueOf(school)) ?? 'not reported'}`;
  };
  const shown = roving.shown === undefined ? undefined : placement.placed[roving.shown];
  const open = (id: number) => void navigate(`/colleges/${id}`);

  return (
    <figure className="space-y-2 rounded-lg border border-zinc-200 bg-white p-2 sm:p-3 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="relative aspect-[975/610] w-full">
        <svg
          ref={svgRef}
          viewBox={`0 0 ${US_MAP_SIZE.width} ${US_MAP_SIZE.height}`}
          className="absolute inset-0 h-full w-full"
          aria-labelledby="colleges-map-caption"
        >
          <path d={US_PATHS.nation} className="fill-zinc-100 stroke-zinc-400 dark:fill-zinc-800 dark:stroke-zinc-500" strokeWidth="1" />
          <path d={US_PATHS.borders} className="fill-none stroke-zinc-400 dark:stroke-zinc-500" strokeWidth="0.75" strokeLinejoin="round" />
          <g role="group" aria-label={`Schools on the map, ${placement.placed.length}; arrow keys move between them`} onKeyDown={roving.onKeyDown}>
            {placement.placed.map(({ school, x, y }, index) => {
              const colour = scale?.colourOf(valueOf(school));
              return (
                <a
                  key={school.id}
                  ref={roving.register(index)}
                  href={`/colleges/${school.id}`}
                  tabIndex={roving.tabIndexFor(index)}
                  aria-label={describe(school)}
                  className="group outline-none"
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    open(school.id);
                  }}
                  onFocus={() => roving.onFocus(index)}
                  onBlur={roving.onBlur}
                  onMouseEnter={() => roving.onHover(index)}
                  onMouseLeave={() => roving.onHover(undefined)}
                >
                  <circle cx={x} cy={y} r="16" fill="transparent" />
                  <circle
                    cx={x}
                    cy={y}
                    r={roving.shown === index ? 10 : 7}
                    className={`stroke-zinc-900 group-focus-visible:stroke-accent dark:stroke-white ${colour ? '' : 'fill-white dark:fill-zinc-900'}`}
                    style={colour ? { fill: colour } : undefined}
                    strokeWidth={roving.shown === index ? 3 : 1.5}
                  />
                </a>
              );
            })}
          </g>
        </svg>
        {shown && (
          <MapTooltip x={shown.x / US_MAP_SIZE.width} y={shown.y / US_MAP_SIZE.height}>
            {describe(shown.school)}
          </MapTooltip>
        )}
      </div>
      <figcaption id="colleges-map-caption" className="space-y-2 text-sm">
        <span className="block">
          {`Map of the ${countOf(placement.placed.length, 'school')} of this page with a place on it`}
          {measure ? `, coloured by ${measure.label.toLowerCase()}.` : '.'}
          {near && ` The Scorecard chose schools within ${near.miles} miles of ZIP ${near.zip}, measured from the ZIP code’s centre.`}
        </span>
        <UnplacedSchools outside={placement.outside} withoutCoordinates={placement.withoutCoordinates} />
      </figcaption>
      <div className="flex flex-wrap items-end justify-between gap-2">
        {measure && scale && scale.steps.length > 0 ? (
          <MapLegend
            title={`${measure.label}${measure.better ? (measure.better === 'low' ? ' (lower is better)' : ' (higher is better)') : ''}`}
            entries={[...scale.steps.map((step) => ({ label: step.label, colour: step.colour })), { label: 'Not reported', hollow: true }]}
          />
        ) : (
          <p className="text-xs text-soft">Sort by a figure (students, tuition, admission, earnings) to colour the points by it.</p>
        )}
        <button type="button" className={buttonClass('ghost', 'px-2 text-xs')} onClick={() => svgRef.current && saveSvg(svgRef.current, 'colleges-map.svg')}>
          Save map as SVG
        </button>
      </div>
    </figure>
  );
}
