import { describe, expect, it } from 'vitest';
import { programsField, type Program } from '../api/program-schema.ts';
import { barScaleMax, programFor, sortPrograms } from './fields-of-study.ts';

const entry = (code: string | number, earnings: number | null, debt: number | null, level = 3) => ({
  code,
  title: `Program ${code}.`,
  credential: { level, title: 'Whatever the API says' },
  earnings: { '4_yr': { overall_median_earnings: earnings } },
  debt: { staff_grad_plus: { all: { eval_inst: { median: debt } } } },
});

describe('programsField', () => {
  it('reads the nested paths, keeps the CIP leading zero and drops the closing period', () => {
    const [program] = programsField.parse([entry(901, 41000, 19500)]) ?? [];
    expect(program).toEqual({ code: '0901', title: 'Program 901', credentialLevel: 3, credential: "Bachelor's degree", earnings: 41000, debt: 19500 });
  });

  it('reads a suppressed (null) or absent figure as null, never zero', () => {
    const programs = programsField.parse([entry('1107', null, 21000), { code: '5202', title: 'Business.' }]) ?? [];
    expect(programs.map((p) => [p.earnings, p.debt])).toEqual([
      [null, 21000],
      [null, null],
    ]);
  });

  it('reads flat dotted keys too, and leaves out entries without a code', () => {
    const programs = programsField.parse([{ code: '4201', 'earnings.4_yr.overall_median_earnings': '39000' }, { title: 'No code' }, 'junk']);
    expect(programs).toHaveLength(1);
    expect(programs?.[0]?.earnings).toBe(39000);
    expect(programsField.parse(null)).toBeNull();
  });
});

const program = (code: string, earnings: number | null, debt: number | null, title = code, credentialLevel = 3): Program => ({
  code,
  title,
  credentialLevel,
  credential: '',
  earnings,
  debt,
});

describe('sortPrograms', () => {
  const list = [program('a', 50_000, 20_000, 'Art'), program('b', null, 10_000, 'Biology'), program('c', 70_000, null, 'Chemistry')];
  it('puts a figure that is not published last, whichever the direction', () => {
    expect(sortPrograms(list, 'earnings:desc').map((p) => p.code)).toEqual(['c', 'a', 'b']);
    expect(sortPrograms(list, 'debt:asc').map((p) => p.code)).toEqual(['b', 'a', 'c']);
    expect(sortPrograms(list, 'debt:desc').map((p) => p.code)).toEqual(['a', 'b', 'c']);
    expect(sortPrograms(list, 'title:asc').map((p) => p.title)).toEqual(['Art', 'Biology', 'Chemistry']);
  });

  it('scales both bars to the largest figure, and picks the highest credential for a code', () => {
    expect(barScaleMax(list)).toBe(70_000);
    expect(barScaleMax([program('x', null, null)])).toBe(1);
    expect(programFor([program('1107', 1, 1, 'CS', 2), program('1107', 2, 2, 'CS', 3)], '1107')?.credentialLevel).toBe(3);
    expect(programFor(null, '1107')).toBeUndefined();
  });
});
