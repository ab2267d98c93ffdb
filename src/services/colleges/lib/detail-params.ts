import { one } from '../../../shared/lib/url-state/url-fields.ts';
import { defineUrlParams } from '../../../shared/lib/url-state/url-fields.ts';
import { INCOME_BANDS, type IncomeBandKey } from '../api/schemas.ts';
import { DEFAULT_PROGRAM_SORT, isProgramSort, type ProgramSort } from './fields-of-study.ts';

/** A school's page (`/colleges/:id`): the family-income band highlighted and the order of its fields of study, both choices. */
export const collegeDetailUrl = defineUrlParams({
  income: one<IncomeBandKey | ''>('income', {
    default: '',
    entry: 'chosen',
    parse: (raw) => INCOME_BANDS.find((band) => band.key === raw)?.key,
  }),
  programSort: one<ProgramSort>('programs_sort', {
    default: DEFAULT_PROGRAM_SORT,
    entry: 'chosen',
    parse: (raw) => (isProgramSort(raw) ? raw : undefined),
  }),
});
