import { describe, expect, it } from 'vitest';
import { parseSlippage, slippagePercentText } from './slippage.ts';

describe('slippage parser', () => {
  it('treats empty as Auto (0x default, 1%)', () => {
    expect(parseSlippage('')).toEqual({ ok: true, auto: true, bps: 100 });
    expect(parseSlippage('  ')).toEqual({ ok: true, auto: true, bps: 100 });
  });

  it('turns a percent into whole basis points', () => {
    expect(parseSlippage('0.5')).toEqual({ ok: true, auto: false, bps: 50 });
    expect(parseSlippage('0.1')).toEqual({ ok: true, auto: false, bps: 10 });
    expect(parseSlippage('1')).toEqual({ ok: true, auto: false, bps: 100 });
    expect(parseSlippage('.25')).toEqual({ ok: true, auto: false, bps: 25 });
    expect(parseSlippage('12.5')).toEqual({ ok: true, auto: false, bps: 1250 });
    expect(parseSlippage('100')).toEqual({ ok: true, auto: false, bps: 10_000 });
    expect(parseSlippage('0')).toEqual({ ok: true, auto: false, bps: 0 });
  });

  it('rejects what 0x would reject', () => {
    expect(parseSlippage('-1')).toMatchObject({ ok: false, error: 'Slippage cannot be negative' });
    expect(parseSlippage('abc')).toMatchObject({ ok: false, error: /percentage/ });
    expect(parseSlippage('1e2')).toMatchObject({ ok: false });
    expect(parseSlippage('.')).toMatchObject({ ok: false });
    expect(parseSlippage('0.125')).toMatchObject({ ok: false, error: /two decimals/ });
    expect(parseSlippage('100.01')).toMatchObject({ ok: false, error: /at most 100%/ });
    expect(parseSlippage('1,5')).toMatchObject({ ok: false });
  });

  it('writes the percent back as the URL carries it', () => {
    expect(slippagePercentText(50)).toBe('0.5');
    expect(slippagePercentText(100)).toBe('1');
    expect(slippagePercentText(1)).toBe('0.01');
    expect(slippagePercentText(1250)).toBe('12.5');
  });
});
