import { countOf } from '../../../../shared/lib/plural.ts';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../../shared/ui/button.tsx';
import { MapLegend } from '../../../../shared/ui/map/map-legend.tsx';
import { MapTooltip } from '../../../../shared/ui/map/map-tooltip.tsx';
import { saveSvg } from '../../../../shared/ui/map/save-svg.ts';
import { useRovingMarks } from '../../../../shared/hooks/use-roving-marks.ts';
import { continentColour, legendFor, MATCH_CLASS, PLAIN_CLASS, type MapColouring } from '../../lib/map-colours.ts';
import { placeCountries, type MapCountry } from '../../lib/map/place-countries.ts';
import { SPHERE_PATH, WORLD_HEIGHT, WORLD_SHAPES, WORLD_WIDTH } from '../../lib/map/world-shapes.ts';

export interface WorldMapProps {
  /** The countries marked on the map (each a link to its page). */
  countries: readonly MapCountry[];
  colouring: MapColouring;
  /** What the marks are: "Countries in the list", "Countries that speak French". */
  label: string;
  /** The key's words for a match ("Pays in EUR"), in `match` colouring. */
  matchLabel?: string;
  /** A small locator: a picture (no links), without key or save button. */
  compact?: boolean;
}

/**
 * A world map drawn in the browser from Natural Earth's 1:110m shapes (Equal Earth projection).
 * Marked countries are links: one tab stop, arrow keys move to the nearest country that way,
 * Enter or a click opens it. Countries too small for this scale are dots at their centroids.
 */
export default function WorldMap({ countries, colouring, label, matchLabel = 'Matches', compact = false }: WorldMapProps) {
  const navigate = useNavigate();
  const svgRef = useRef<SVGSVGElement>(null);
  const placement = useMemo(() => placeCountries(countries), [countries]);
  const roving = useRovingMarks(placement.marks);
  const shown = roving.shown === undefined ? undefined : placement.marks[roving.shown];
  const fillOf = (continent: string) => (colouring === 'continent' ? { fill: continentColour(continent) } : undefined);

  useLayoutEffect(() => {
    performance.mark('world-map:drawn');
  }, [placement]);

  return (
    <figure className={`space-y-2 rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900 ${compact ? 'p-2' : 'p-2 sm:p-3'}`}>
      <div className="relative w-full" style={{ aspectRatio: `${WORLD_WIDTH} / ${WORLD_HEIGHT}` }}>
        <svg
          ref={svgRef}
          viewBox={`0 0 ${WORLD_WIDTH} ${WORLD_HEIGHT}`}
          className="absolute inset-0 h-full w-full"
          {...(compact
            ? { role: 'img', 'aria-label': `World map: ${label.charAt(0).toLowerCase()}${label.slice(1)}` }
            : { 'aria-label': `World map. ${label}` })}
        >
          <path d={SPHERE_PATH} className="fill-sky-50 stroke-zinc-300 dark:fill-zinc-950 dark:stroke-zinc-700" strokeWidth="1" />
          <g aria-hidden="true" className={`${PLAIN_CLASS} stroke-white dark:stroke-zinc-900`} strokeWidth="0.5">
            {WORLD_SHAPES.map((shape, index) => (shape.code && placement.marked.has(shape.code) ? null : <path key={index} d={shape.d} />))}
          </g>
          {compact ? (
            <g className={`${MATCH_CLASS} stroke-zinc-900 dark:stroke-white`} strokeWidth="1">
              {placement.marks.map((mark) =>
                mark.d ? <path key={mark.country.code} d={mark.d} /> : <circle key={mark.country.code} cx={mark.x} cy={mark.y} r="6" />,
              )}
            </g>
          ) : (
            <g role="group" aria-label={`${label}: ${placement.marks.length}; arrow keys move between them`} onKeyDown={roving.onKeyDown}>
              {placement.marks.map((mark, index) => (
                <a
                  key={mark.country.code}
                  ref={roving.register(index)}
                  href={`/countries/${mark.country.code}`}
                  tabIndex={roving.tabIndexFor(index)}
                  aria-label={`${mark.country.name}, ${mark.country.continent.name}`}
                  className="group outline-none"
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    void navigate(`/countries/${mark.country.code}`);
                  }}
                  onFocus={() => roving.onFocus(index)}
                  onBlur={roving.onBlur}
                  onMouseEnter={() => roving.onHover(index)}
                  onMouseLeave={() => roving.onHover(undefined)}
                >
                  {mark.d ? (
                    <path
                      d={mark.d}
                      style={fillOf(mark.country.continent.code)}
                      className={`${colouring === 'match' ? MATCH_CLASS : ''} stroke-white group-focus-visible:stroke-zinc-950 dark:stroke-zinc-900 dark:group-focus-visible:stroke-white`}
                      strokeWidth={roving.shown === index ? 2.5 : 0.5}
                    />
                  ) : (
                    <>
                      <circle cx={mark.x} cy={mark.y} r="9" fill="transparent" />
                      <circle
                        cx={mark.x}
                        cy={mark.y}
                        r={roving.shown === index ? 5.5 : 3.5}
                        style={fillOf(mark.country.continent.code)}
                        className={`${colouring === 'match' ? MATCH_CLASS : ''} stroke-zinc-900 dark:stroke-white`}
                        strokeWidth={roving.shown === index ? 2 : 0.75}
                      />
                    </>
                  )}
                </a>
              ))}
            </g>
          )}
        </svg>
        {shown && (
          <MapTooltip x={shown.x / WORLD_WIDTH} y={shown.y / WORLD_HEIGHT}>
            {`${shown.country.name} · ${shown.country.continent.name}`}
          </MapTooltip>
        )}
      </div>
      {!compact && (
        <figcaption className="text-sm">
          {placement.dots > 0 && `Dots mark ${countOf(placement.dots, 'country', 'countries')} too small to draw at this scale. `}
          {placement.unplaced.length > 0 && `Not on the map: ${placement.unplaced.map((country) => country.name).join(', ')}.`}
        </figcaption>
      )}
      {compact && placement.unplaced.length > 0 && (
        <p className="text-sm">{`Not on the map: ${placement.unplaced.map((country) => country.name).join(', ')}.`}</p>
      )}
      {!compact && (
        <div className="flex flex-wrap items-end justify-between gap-2">
          <MapLegend
            title={colouring === 'continent' ? 'Continent' : 'Countries'}
            entries={legendFor(
              colouring,
              countries.map((country) => country.continent),
              matchLabel,
            )}
          />
          <button type="button" className={buttonClass('ghost', 'px-2 text-xs')} onClick={() => svgRef.current && saveSvg(svgRef.current, 'world-map.svg')}>
            Save map as SVG
          </button>
        </div>
      )}
    </figure>
  );
}
