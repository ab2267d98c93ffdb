import { SHAPE_BY_CODE, WORLD_DOTS } from './world-shapes.ts';

export interface MapCountry {
  code: string;
  name: string;
  continent: { code: string; name: string };
}

export interface CountryMark {
  country: MapCountry;
  /** The shape's path, or undefined for a dot. */
  d?: string;
  x: number;
  y: number;
}

export interface CountryPlacement {
  marks: CountryMark[];
  marked: ReadonlySet<string>;
  /** How many marks are dots. */
  dots: number;
  /** Countries neither a shape nor a dot can show. */
  unplaced: MapCountry[];
}

/** Each country as its shape, or as a dot at its centroid when too small for the scale. */
export function placeCountries(countries: readonly MapCountry[]): CountryPlacement {
  const marks: CountryMark[] = [];
  const unplaced: MapCountry[] = [];
  let dots = 0;
  for (const country of countries) {
    const shape = SHAPE_BY_CODE.get(country.code);
    const dot = shape ? undefined : WORLD_DOTS.get(country.code);
    if (shape) marks.push({ country, d: shape.d, x: shape.x, y: shape.y });
    else if (dot) {
      marks.push({ country, x: dot.x, y: dot.y });
      dots += 1;
    } else unplaced.push(country);
  }
  return { marks, marked: new Set(marks.map((mark) => mark.country.code)), dots, unplaced };
}
