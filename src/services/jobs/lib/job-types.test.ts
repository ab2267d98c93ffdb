import { describe, expect, it } from 'vitest';
import { groupsOfType, readTypeChoice, typeKeysOf, ungroupedKey } from './job-types.ts';

describe('job-type groups', () => {
  it.each([
    ['Vollzeit', 'full-time'],
    ['full time', 'full-time'],
    ['Full-time permanent', 'full-time'],
    ['Teilzeit', 'part-time'],
    ['Part-time', 'part-time'],
    ['Werkstudent (m/w/d)', 'working-student'],
    ['Working student', 'working-student'],
    ['Praktikum', 'internship'],
    ['Internship', 'internship'],
    ['Ausbildung', 'apprenticeship'],
    ['berufseinstieg', 'entry-level'],
    ['mid-level', 'experienced'],
    ['Freelance', 'freelance'],
  ])('"%s" falls in %s', (jobType, group) => {
    expect(groupsOfType(jobType)).toContain(group);
  });

  it('matches whole words: "International" is no internship', () => {
    expect(groupsOfType('International')).toEqual([]);
  });

  it('keeps a type no group knows under its own folded key', () => {
    expect([...typeKeysOf(['Schichtdienst', 'Vollzeit'])]).toEqual([ungroupedKey('Schichtdienst'), 'full-time']);
  });

  it('reads the URL: a group id, an older raw value that selects its group, or a raw type of its own', () => {
    expect(readTypeChoice('full-time')).toMatchObject({ key: 'full-time', label: 'Full time' });
    expect(readTypeChoice('Full-time permanent')).toMatchObject({ key: 'full-time' });
    expect(readTypeChoice('Vollzeit')).toMatchObject({ key: 'full-time' });
    expect(readTypeChoice('Schichtdienst')).toEqual({ key: ungroupedKey('schichtdienst'), label: 'Schichtdienst' });
    expect(readTypeChoice('')).toBeUndefined();
  });
});
