import { z } from '../../../shared/lib/zod.ts';

/** Base-unit amounts are decimal strings; some clients and proxies turn them into numbers. */
const uint = z.union([
  z.string().check(z.regex(/^\d+$/)),
  z.pipe(
    z.int().check(z.nonnegative()),
    z.transform((value: number) => BigInt(value).toString()),
  ),
]);
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

const fee = z.nullish(z.object({ amount: uint, token: address, type: z.optional(z.string()) }));
const bps = z.nullish(uint);
const taxes = z.nullish(z.object({ buyTaxBps: bps, sellTaxBps: bps, transferTaxBps: bps }));

const priceAvailableSchema = z.object({
  liquidityAvailable: z.literal(true),
  zid: z.optional(z.string()),
  blockNumber: z.nullish(uint),
  buyAmount: uint,
  sellAmount: uint,
  buyToken: address,
  sellToken: address,
  minBuyAmount: z.nullish(uint),
  maxSellAmount: z.nullish(uint),
  allowanceTarget: z.nullish(address),
  gas: z.nullish(uint),
  gasPrice: z.nullish(uint),
  totalNetworkFee: z.nullish(uint),
  fees: z.nullish(z.object({ zeroExFee: fee, integratorFee: fee, integratorFees: z.nullish(z.array(fee)), gasFee: fee })),
  issues: z.nullish(
    z.object({
      allowance: z.nullish(z.object({ actual: uint, spender: address })),
      balance: z.nullish(z.object({ token: address, actual: uint, expected: uint })),
      simulationIncomplete: z.nullish(z.boolean()),
      invalidSourcesPassed: z.nullish(z.array(z.string())),
    }),
  ),
  route: z.object({
    fills: z.array(z.object({ from: address, to: address, source: z.string(), proportionBps: uint })),
    tokens: z.nullish(z.array(z.object({ address, symbol: z.string() }))),
  }),
  tokenMetadata: z.nullish(z.object({ buyToken: taxes, sellToken: taxes })),
});

/** With no liquidity 0x answers 200 with only these two keys. */
export const priceUnavailableSchema = z.object({ liquidityAvailable: z.literal(false), zid: z.optional(z.string()) });

export const priceSchema = z.discriminatedUnion('liquidityAvailable', [priceAvailableSchema, priceUnavailableSchema]);

export type PriceAvailable = z.output<typeof priceAvailableSchema>;
export type Price = z.output<typeof priceSchema>;
