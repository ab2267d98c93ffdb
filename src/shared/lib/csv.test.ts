import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('starts with a BOM, ends lines with CRLF and quotes commas, quotes and line breaks', () => {
    const text = toCsv(
      ['Name', 'Students'],
      [
        ['Texas A & M, "Main"', 1000],
        ['Line\nbreak', null],
      ],
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1)).toBe('Name,Students\r\n"Texas A & M, ""Main""",1000\r\n"Line\nbreak",\r\n');
  });

  it('keeps non-ASCII names intact', () => {
    expect(toCsv(['Name'], [['جامعة الشرق المفتوحة 🎓'], ['Universidad de Educación']])).toContain('جامعة الشرق المفتوحة 🎓\r\nUniversidad de Educación');
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    const text = toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@SUM(A1)'], ['\tTab'], ['\rCR'], ['safe=1']]);
    expect(text.slice(1).split('\r\n').slice(1, 8)).toEqual([`"'=HYPERLINK(""http://evil"")"`, "'+1", "'-2", "'@SUM(A1)", "'\tTab", `"'\rCR"`, 'safe=1']);
  });
});
