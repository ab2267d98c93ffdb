import { z } from '../../../shared/lib/zod.ts';

/** Base-unit amounts are decimal strings; some clients and proxies turn them into numbers. */
const uint = z.union([
  z.string().regex(/^\d+$/),
  z
    .number()
    .int()
    .nonnegative()
    .transform((value) => BigInt(value).toString()),
]);
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

const fee = z.object({ amount: uint, token: address, type: z.string().optional() }).nullish();
const bps = uint.nullish();
const taxes = z.object({ buyTaxBps: bps, sellTaxBps: bps, transferTaxBps: bps }).nullish();

export const priceAvailableSchema = z.object({
  liquidityAvailable: z.literal(true),
  zid: z.string().optional(),
  blockNumber: uint.nullish(),
  buyAmount: uint,
  sellAmount: uint,
  buyToken: address,
  sellToken: address,
  minBuyAmount: uint.nullish(),
  maxSellAmount: uint.nullish(),
  allowanceTarget: address.nullish(),
  gas: uint.nullish(),
  gasPrice: uint.nullish(),
  totalNetworkFee: uint.nullish(),
  fees: z.object({ zeroExFee: fee, integratorFee: fee, integratorFees: z.array(fee).nullish(), gasFee: fee }).nullish(),
  issues: z
    .object({
      allowance: z.object({ actual: uint, spender: address }).nullish(),
      balance: z.object({ token: address, actual: uint, expected: uint }).nullish(),
      simulationIncomplete: z.boolean().nullish(),
      invalidSourcesPassed: z.array(z.string()).nullish(),
    })
    .nullish(),
  route: z.object({
    fills: z.array(z.object({ from: address, to: address, source: z.string(), proportionBps: uint })),
    tokens: z.array(z.object({ address, symbol: z.string() })).nullish(),
  }),
  tokenMetadata: z.object({ buyToken: taxes, sellToken: taxes }).nullish(),
});

/** With no liquidity 0x answers 200 with only these two keys. */
export const priceUnavailableSchema = z.object({ liquidityAvailable: z.literal(false), zid: z.string().optional() });

export const priceSchema = z.discriminatedUnion('liquidityAvailable', [priceAvailableSchema, priceUnavailableSchema]);

export type PriceAvailable = z.output<typeof priceAvailableSchema>;
export type Price = z.output<typeof priceSchema>;
