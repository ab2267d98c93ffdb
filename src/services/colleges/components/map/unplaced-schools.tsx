import type { School } from '../../api/schemas.ts';

const names = (schools: readonly School[]) => {
  const listed = schools.slice(0, 3).map((school) => school['school.name']);
  const more = schools.length - listed.length;
  return more > 0 ? `${listed.join('; ')} and ${more} more` : listed.join('; ');
};

/** Schools of the page the map cannot show, counted and named; they are all in the list below. */
export function UnplacedSchools({ outside, withoutCoordinates }: { outside: readonly School[]; withoutCoordinates: readonly School[] }) {
  if (outside.length === 0 && withoutCoordinates.length === 0) return null;
  return (
    <span className="block text-soft">
      {outside.length > 0 &&
        `${outside.length} ${outside.length === 1 ? 'school lies' : 'schools lie'} outside the map (Puerto Rico, Guam and the other territories): ${names(outside)}. `}
      {withoutCoordinates.length > 0 &&
        `${withoutCoordinates.length} ${withoutCoordinates.length === 1 ? 'school has' : 'schools have'} no coordinates in the Scorecard: ${names(withoutCoordinates)}. `}
      All are in the list below.
    </span>
  );
}
