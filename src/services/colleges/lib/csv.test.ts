import { describe, expect, it } from 'vitest';
import { csvFileName } from './csv.ts';

describe('csvFileName', () => {
  it('names the file after the search', () => {
    expect(csvFileName(['TX', 'univ texas'])).toBe('colleges-tx-univ-texas.csv');
    expect(csvFileName(['Educación', '../../etc'])).toBe('colleges-educacion-etc.csv');
    expect(csvFileName([])).toBe('colleges.csv');
  });
});
