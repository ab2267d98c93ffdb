import { amountForReader } from '../../../shared/lib/amount.ts';
import { displayUnits, formatUnits } from './amount.ts';
import type { Side } from './default-form.ts';
import type { Token } from './tokens.ts';

/** Significant digits kept when a quote's amount becomes the typed one: the trade's size, not 0x's last wei. */
const KEPT_DIGITS = 6;

export interface SideSwitch {
  /** The amount for the new side, as the reader types it; undefined keeps what is typed. */
  amount?: string;
  /** What the switch did, in words for a polite live region. */
  note: string;
}

/**
 * Choosing the other side keeps the trade's size: the amount becomes what the current quote gives
 * (or costs) on that side, so "sell 2.5 ETH" becomes "buy 8,518.57 USDC", never "buy 2.5 USDC".
 * Without a current quote the amount stays and the note says it now counts in the other token.
 */
export function switchSide(
  to: Side,
  sell: Token | undefined,
  buy: Token | undefined,
  quote: { sellAmount: string; buyAmount: string } | undefined,
): SideSwitch {
  const token = to === 'sell' ? sell : buy;
  const word = to === 'sell' ? 'Exact sell' : 'Exact buy';
  if (!token) return { note: `${word}: choose the token first.` };
  const base = quote && (to === 'sell' ? quote.sellAmount : quote.buyAmount);
  if (!base || BigInt(base) === 0n) return { note: `${word}: no current price to convert the amount, so it now counts in ${token.symbol}.` };
  const plain = formatUnits(base, token.decimals);
  const [whole = '0', fraction = ''] = plain.split('.');
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length;
  const keep = whole !== '0' ? Math.max(0, KEPT_DIGITS - whole.length) : leadingZeros + KEPT_DIGITS;
  const kept = fraction.slice(0, keep).replace(/0+$/, '');
  const amount = amountForReader(kept ? `${whole}.${kept}` : whole);
  const other = to === 'sell' ? buy : sell;
  const otherBase = to === 'sell' ? quote.buyAmount : quote.sellAmount;
  const given = other ? ` for ${displayUnits(otherBase, other.decimals)} ${other.symbol}` : '';
  return { amount, note: `${word}: the amount is now ${displayUnits(base, token.decimals)} ${token.symbol}, what the current price gives${given}.` };
}
