import { describe, expect, it } from 'vitest';
import { ADMIT_RULE, checkRange, COST_RULE, rangeParam } from './decision-filters.ts';
import { collegesUrl, parseSearch, toApiParams } from './search-params.ts';

const api = (query: string) => toApiParams(parseSearch(new URLSearchParams(query)));

describe('checkRange', () => {
  it('reads either side, and refuses letters, negatives and min above max', () => {
    expect(checkRange('..20000', COST_RULE)).toEqual({ ok: true, lo: undefined, hi: 20000 });
    expect(checkRange('20..60', ADMIT_RULE)).toEqual({ ok: true, lo: 20, hi: 60 });
    expect(checkRange('abc..5', COST_RULE)).toMatchObject({ ok: false, problem: expect.stringContaining('whole numbers') });
    expect(checkRange('-5..', COST_RULE).ok).toBe(false);
    expect(checkRange('60..20', ADMIT_RULE)).toMatchObject({ ok: false, problem: 'The minimum is above the maximum.' });
    expect(checkRange('..101', ADMIT_RULE).ok).toBe(false);
    expect(checkRange('..', COST_RULE).ok).toBe(false);
  });

  it('turns equal ends into an exact match, which the API accepts', () => {
    expect(rangeParam('f', checkRange('5000..5000', COST_RULE))).toEqual({ f: '5000' });
    expect(rangeParam('f', checkRange('20..60', ADMIT_RULE), 100)).toEqual({ f__range: '0.2..0.6' });
  });
});

describe('filters to the API', () => {
  it('maps every decision filter to its field and syntax, keeping operating schools', () => {
    expect(api('zip=97201&distance=50&degree=bachelor&cost=..20000&admit=20..60&program=1107')).toMatchObject({
      zip: '97201',
      distance: '50mi',
      'school.degrees_awarded.predominant': '3',
      'latest.cost.avg_net_price.overall__range': '..20000',
      'latest.admissions.admission_rate.overall__range': '0.2..0.6',
      'latest.programs.cip_4_digit.code': '1107',
      'school.operating': '1',
    });
  });

  it('sends a ZIP with the default 25 miles, never a distance without a ZIP', () => {
    expect(api('zip=97201')).toMatchObject({ zip: '97201', distance: '25mi' });
    expect(api('distance=10')).not.toHaveProperty('distance');
    expect(api('zip=9720a&distance=10')).not.toHaveProperty('zip');
  });

  it('keeps an institution-level field on a closed-schools ZIP search by field of study', () => {
    expect(api('zip=97201&program=1107&closed=1')).toMatchObject({ 'school.operating': '0,1' });
    expect(api('state=OR&closed=1')).not.toHaveProperty('school.operating');
  });

  it('round-trips the URL and drops values the API would reject', () => {
    const url = 'zip=97201&distance=50&degree=graduate&cost=1000..20000&admit=..60&program=5202';
    expect(collegesUrl.write(parseSearch(new URLSearchParams(url))).toString()).toBe(new URLSearchParams(url).toString());
    const bad = parseSearch(new URLSearchParams('zip=abcde&distance=7&degree=phd&cost=9..1&admit=x..y&program=9999'));
    expect(bad).toMatchObject({ zip: '', distance: 0, degree: '', cost: '', admit: '', program: '' });
  });

  it('explains each refused URL value', () => {
    const notes = collegesUrl.unknown(new URLSearchParams('distance=10&cost=9..1&zip=12'));
    expect(notes.map((note) => [note.param, note.instead])).toEqual([
      ['zip', 'no distance search (a ZIP code is 5 digits)'],
      ['distance', 'not sent: a distance needs a ZIP code'],
      ['cost', 'not sent: the minimum is above the maximum'],
    ]);
  });
});
