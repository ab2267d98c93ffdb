import type { PriceAvailable } from '../api/schemas.ts';
import { displayUnits, formatBps } from '../lib/amount.ts';
import { sameAddress, NATIVE_TOKEN } from '../lib/address.ts';
import { shortAddress } from '../lib/form.ts';
import type { Token } from '../lib/tokens.ts';

type Taxes = NonNullable<NonNullable<PriceAvailable['tokenMetadata']>['buyToken']>;

const positive = (bps: string | null | undefined): bps is string => Boolean(bps) && BigInt(bps!) > 0n;

function taxSentences(token: Token, taxes: Taxes | null | undefined): string[] {
  if (!taxes) return [];
  const sentences: string[] = [];
  if (positive(taxes.buyTaxBps))
    sentences.push(`${token.symbol} takes a ${formatBps(taxes.buyTaxBps)} tax when it is bought: you receive less than the route delivers.`);
  if (positive(taxes.sellTaxBps)) sentences.push(`${token.symbol} takes a ${formatBps(taxes.sellTaxBps)} tax when it is sold: less of it reaches the route.`);
  if (positive(taxes.transferTaxBps)) sentences.push(`${token.symbol} takes a ${formatBps(taxes.transferTaxBps)} tax on every transfer.`);
  return sentences;
}

/** Token taxes and 0x's `issues`, in words; nothing when there is nothing to say. */
export function QuoteWarnings({ price, sell, buy }: { price: PriceAvailable; sell: Token; buy: Token }) {
  const amountOf = (address: string, amount: string) => {
    const token = [sell, buy].find((candidate) => sameAddress(candidate.address, address));
    return token ? `${displayUnits(amount, token.decimals)} ${token.symbol}` : `${amount} base units of ${shortAddress(address)}`;
  };
  const issues = price.issues;
  const sentences = [...taxSentences(sell, price.tokenMetadata?.sellToken), ...taxSentences(buy, price.tokenMetadata?.buyToken)];
  if (issues?.allowance && !sameAddress(sell.address, NATIVE_TOKEN)) {
    sentences.push(
      `Allowance: ${shortAddress(issues.allowance.spender)} may spend only ${amountOf(sell.address, issues.allowance.actual)} of yours; approve more before swapping.`,
    );
  }
  if (issues?.balance) {
    sentences.push(
      `Balance: the wallet holds ${amountOf(issues.balance.token, issues.balance.actual)} but the swap needs ${amountOf(issues.balance.token, issues.balance.expected)}.`,
    );
  }
  if (issues?.simulationIncomplete) sentences.push('0x could not fully simulate this swap: the price may not hold when it is executed.');
  if (issues?.invalidSourcesPassed && issues.invalidSourcesPassed.length > 0) {
    sentences.push(`0x ignored sources it does not know: ${issues.invalidSourcesPassed.join(', ')}.`);
  }
  if (sentences.length === 0) return null;
  return (
    <section
      aria-labelledby="swap-warnings-heading"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h3 id="swap-warnings-heading" className="font-semibold">
        Taxes and warnings
      </h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
