import { describe, expect, it } from 'vitest';
import { foldText, foldWords } from './fold-text.ts';

describe('foldText', () => {
  it('removes accents and case, so either spelling matches the other', () => {
    expect(foldText('Köln')).toBe('koln');
    expect(foldText('DÜSSELDORF')).toBe('dusseldorf');
    expect(foldText('München')).toBe(foldText('munchen'));
    expect(foldText('Brasília')).toBe('brasilia');
    expect(foldText('São Tomé and Príncipe')).toBe('sao tome and principe');
    expect(foldText('İstanbul')).toBe('istanbul');
  });

  it('spells out the letters that do not decompose, in both cases', () => {
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('STRAẞE')).toBe('strasse');
    expect(foldText('Łódź')).toBe('lodz');
    expect(foldText('ł Ł ø Ø æ Æ œ Œ đ Đ')).toBe('l l o o ae ae oe oe d d');
    expect(foldText('Færøerne')).toBe('faeroerne');
    expect(foldText('Œuvre')).toBe('oeuvre');
    expect(foldText('Đakovo')).toBe('dakovo');
  });

  it('leaves text without marks as it is, apart from case', () => {
    expect(foldText('Senior QA Engineer - Payments')).toBe('senior qa engineer - payments');
    expect(foldText('東京')).toBe('東京');
    expect(foldText('')).toBe('');
  });
});

describe('foldWords', () => {
  it('splits a query into folded words', () => {
    expect(foldWords('  Düsseldorf  Straße ')).toEqual(['dusseldorf', 'strasse']);
    expect(foldWords('   ')).toEqual([]);
  });
});
