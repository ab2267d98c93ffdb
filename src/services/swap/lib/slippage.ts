/** What 0x uses when `slippageBps` is absent ("Auto"). */
export const AUTO_SLIPPAGE_BPS = 100;
export const SLIPPAGE_PRESETS = ['0.1', '0.5', '1'] as const;
/** Above this a warning says the trade may receive much less. */
export const HIGH_SLIPPAGE_BPS = 500;

export type ParsedSlippage = { ok: true; auto: true; bps: typeof AUTO_SLIPPAGE_BPS } | { ok: true; auto: false; bps: number } | { ok: false; error: string };

/**
 * The slippage as the URL and the field carry it, in percent ("0.5"); empty is Auto. 0x takes
 * whole basis points from 0 to 10,000, so a percent has at most two decimals and is at most 100.
 */
export function parseSlippage(text: string): ParsedSlippage {
  const value = text.trim();
  if (value === '') return { ok: true, auto: true, bps: AUTO_SLIPPAGE_BPS };
  if (value.startsWith('-')) return { ok: false, error: 'Slippage cannot be negative' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, error: 'Enter a percentage, for example 0.5' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'At most two decimals (0x counts in hundredths of a percent)' };
  const bps = Number(match[1] || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (bps > 10_000) return { ok: false, error: 'Slippage is at most 100%' };
  return { ok: true, auto: false, bps };
}

/** The percent as the URL writes it: 50 -> "0.5", 100 -> "1". */
export function slippagePercentText(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
