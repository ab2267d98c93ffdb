import type { UnknownUrlValue } from '../../../shared/ui/url-value-notice.tsx';
import { OPTIONAL_COLUMNS } from './columns.ts';
import { ADMIT_RULE, checkRange, COST_RULE, DEGREES, isDistance, isProgram, isZip } from './decision-filters.ts';
import { isKnownState, isValidPage, isValidSize, isValidSort, OWNERSHIP_LABELS, PER_PAGE_OPTIONS } from './search-params.ts';
import { pluralWord } from '../../../shared/lib/plural.ts';

/**
 * The /colleges URL values parseSearch leaves out (it sends only what the filters offer), each
 * with what the page shows in its place, so the page can say so instead of ignoring them silently.
 */
export function unknownParams(params: URLSearchParams): UnknownUrlValue[] {
  const unknown: UnknownUrlValue[] = [];
  const check = (param: string, label: string, known: (value: string) => boolean, instead: string) => {
    const value = params.get(param);
    if (value !== null && value !== '' && !known(value)) unknown.push({ param, label, value, instead });
  };
  check('state', 'state', (value) => isKnownState(value.toUpperCase()), 'all states are shown');
  check('ownership', 'ownership', (value) => value in OWNERSHIP_LABELS, 'any ownership is shown');
  check('size', 'size', isValidSize, 'any size is shown');
  check('sort', 'sort order', isValidSort, 'sorted by students, largest first');
  check('page', 'page', (value) => isValidPage(Number(value)), 'the first page is shown');
  check('per_page', 'page size', (value) => (PER_PAGE_OPTIONS as readonly number[]).includes(Number(value)), '20 per page are shown');
  check('zip', 'ZIP code', isZip, 'no distance search (a ZIP code is 5 digits)');
  const zipOk = isZip(params.get('zip') ?? '');
  check(
    'distance',
    'distance',
    (value) => zipOk && isDistance(Number(value)),
    zipOk ? 'within 25 miles (choose 5, 10, 25, 50 or 100)' : 'not sent: a distance needs a ZIP code',
  );
  check('degree', 'degree', (value) => value in DEGREES, 'any degree is shown');
  const range = (param: string, label: string, rule: typeof COST_RULE) => {
    const result = checkRange(params.get(param) ?? '', rule);
    check(param, label, (value) => checkRange(value, rule).ok, `not sent: ${result.ok ? '' : result.problem.toLowerCase().replace(/\.$/, '')}`);
  };
  range('cost', 'net price range', COST_RULE);
  range('admit', 'admission rate range', ADMIT_RULE);
  check('program', 'field of study', isProgram, 'any field is shown');
  check('view', 'view', (value) => value === 'map' || value === 'list', 'the list is shown without the map');
  const fields = params.get('fields');
  if (fields) {
    const known = new Set<string>(OPTIONAL_COLUMNS.map((column) => column.field));
    const strange = fields.split(',').filter((field) => field && !known.has(field));
    if (strange.length > 0) unknown.push({ param: 'fields', label: pluralWord(strange.length, 'column'), value: strange.join(', '), instead: 'left out' });
  }
  return unknown;
}
