import { describe, expect, it } from 'vitest';
import { SCHOOLS } from '../fake/schools-data.ts';
import { schoolsPageSchema } from './schemas.ts';

const recorded = {
  metadata: { page: 0, total: 9, per_page: 2 },
  results: [
    {
      id: 228778,
      'school.name': 'The University of Texas at Austin',
      'school.city': 'Austin',
      'school.state': 'TX',
      'school.school_url': 'www.utexas.edu',
      'latest.student.size': 40804,
      'latest.admissions.admission_rate.overall': 0.3189,
      'latest.cost.tuition.in_state': 10824,
      'latest.earnings.10_yrs_after_entry.median': 73700,
    },
    {
      id: 999999,
      'school.name': 'Example Community College-Austin',
      'school.school_url': 'https://www.example.edu/',
      'latest.student.size': '20012',
      'latest.admissions.admission_rate.overall': null,
      'latest.earnings.10_yrs_after_entry.median': null,
      'some.future.field': { nested: true },
    },
  ],
};

describe('schoolsPageSchema', () => {
  it('reads flat dotted keys, nulls, missing fields and numbers sent as strings', () => {
    const page = schoolsPageSchema.parse(recorded);
    expect(page.metadata).toEqual({ page: 0, total: 9, per_page: 2 });
    expect(page.results[0]?.['school.name']).toBe('The University of Texas at Austin');
    expect(page.results[0]?.['latest.cost.tuition.in_state']).toBe(10824);
    expect(page.results[1]?.['latest.student.size']).toBe(20012);
    expect(page.results[1]?.['latest.admissions.admission_rate.overall']).toBeNull();
    expect(page.results[1]?.['school.city']).toBeNull();
  });

  it('flattens the nested shape (keys_nested or no fields) into dotted keys', () => {
    const page = schoolsPageSchema.parse({
      metadata: { total: 1, page: 0, per_page: 20 },
      results: [{ id: 228778, school: { name: 'UT Austin', state: 'TX' }, latest: { student: { size: 40804 } } }],
    });
    expect(page.results[0]).toMatchObject({ 'school.name': 'UT Austin', 'school.state': 'TX', 'latest.student.size': 40804 });
  });

  it('names a missing school instead of failing, but rejects a reply without results', () => {
    expect(
      schoolsPageSchema.parse({ metadata: { total: 1, page: 0, per_page: 1 }, results: [{ id: 1, 'school.name': null }] }).results[0]?.['school.name'],
    ).toBe('Unnamed institution');
    const wrong = schoolsPageSchema.safeParse({ unexpected: 'shape', items: 42 });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['metadata', 'results']));
  });

  it('accepts every demo record', () => {
    expect(schoolsPageSchema.safeParse({ metadata: { total: SCHOOLS.length, page: 0, per_page: 100 }, results: SCHOOLS }).success).toBe(true);
  });
});
