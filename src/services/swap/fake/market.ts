import { NATIVE_TOKEN } from '../lib/address.ts';
import { BLOCKED_TOKEN, CHAIN_MARKET, MARKET_TOKENS, STABLES, TRANSFER_TAX_BPS, USD_MICRO } from '../lib/market-data.ts';

/**
 * A fake 0x Swap API v2 `/swap/allowance-holder/price`, validating like the real one. It serves
 * the demo (MSW) and the e2e contract server, so both answer with the same contract.
 */
export interface MockReply {
  status: number;
  body: unknown;
}

interface MarketToken {
  address: string;
  symbol: string;
  decimals: number;
}

const ALLOWANCE_HOLDER = '0x0000000000001ff3684f28c67538d4d072c22734';
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const UINT = /^\d+$/;
const NO_LIQUIDITY_ABOVE_USD_MICRO = 50_000_000n * 1_000_000n;

let zidCounter = 0x1f2e3d4c5b6an;
const nextZid = () => `0x${(zidCounter++).toString(16).padStart(24, '0')}`;

function findToken(chainId: number, address: string): MarketToken | undefined {
  const lower = address.toLowerCase();
  if (lower === NATIVE_TOKEN.toLowerCase()) {
    const market = CHAIN_MARKET[chainId];
    return market && { address: lower, symbol: market.native, decimals: 18 };
  }
  const found = MARKET_TOKENS.find(([chain, tokenAddress]) => chain === chainId && tokenAddress.toLowerCase() === lower);
  return found && { address: lower, symbol: found[2], decimals: found[3] };
}

function validate(query: URLSearchParams): { field: string; reason: string }[] {
  const details: { field: string; reason: string }[] = [];
  const chainId = query.get('chainId');
  if (!chainId) details.push({ field: 'chainId', reason: 'chainId is required' });
  else if (!CHAIN_MARKET[Number(chainId)]) details.push({ field: 'chainId', reason: `Chain ${chainId} is not supported` });
  for (const field of ['sellToken', 'buyToken']) {
    const value = query.get(field);
    if (!value) details.push({ field, reason: `${field} is required` });
    else if (!ADDRESS.test(value)) details.push({ field, reason: 'Invalid ethereum address' });
  }
  const sellToken = query.get('sellToken');
  if (sellToken && sellToken.toLowerCase() === query.get('buyToken')?.toLowerCase()) {
    details.push({ field: 'buyToken', reason: 'buyToken and sellToken must be different' });
  }
  const sellAmount = query.get('sellAmount');
  const buyAmount = query.get('buyAmount');
  if (sellAmount !== null && buyAmount !== null) {
    details.push({ field: 'buyAmount', reason: 'buyAmount and sellAmount are mutually exclusive' });
  } else if (sellAmount === null && buyAmount === null) {
    details.push({ field: 'sellAmount', reason: 'sellAmount or buyAmount is required' });
  }
  for (const [field, value] of [
    ['sellAmount', sellAmount],
    ['buyAmount', buyAmount],
  ] as const) {
    if (value !== null && (!UINT.test(value) || BigInt(value) === 0n)) details.push({ field, reason: 'Must be a positive integer in base units' });
  }
  return details;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

export function quotePrice(query: URLSearchParams): MockReply {
  const details = validate(query);
  if (details.length > 0) {
    return { status: 400, body: { name: 'INPUT_INVALID', message: 'The input is invalid', data: { zid: nextZid(), details } } };
  }
  const chainId = Number(query.get('chainId'));
  const sellAddress = query.get('sellToken')!;
  const buyAddress = query.get('buyToken')!;
  for (const [side, address] of [
    ['SELL', sellAddress],
    ['BUY', buyAddress],
  ] as const) {
    if (chainId === BLOCKED_TOKEN.chainId && address.toLowerCase() === BLOCKED_TOKEN.address.toLowerCase()) {
      const name = `${side}_TOKEN_NOT_AUTHORIZED_FOR_TRADE`;
      return { status: 422, body: { name, message: `The ${side.toLowerCase()} token is not authorized for trade`, data: { zid: nextZid() } } };
    }
  }
  const sell = findToken(chainId, sellAddress);
  const buy = findToken(chainId, buyAddress);
  const noLiquidity = { status: 200, body: { liquidityAvailable: false, zid: nextZid() } };
  if (!sell || !buy) return noLiquidity;

  const sellUsd = USD_MICRO[sell.symbol]!;
  const buyUsd = USD_MICRO[buy.symbol]!;
  const sellScale = 10n ** BigInt(sell.decimals);
  const buyScale = 10n ** BigInt(buy.decimals);
  const feeBps = STABLES.has(sell.symbol) && STABLES.has(buy.symbol) ? 0n : 15n;
  const slippageBps = BigInt(query.get('slippageBps') ?? '100');
  const exactBuy = query.get('buyAmount') !== null;

  let sellAmount: bigint;
  let buyAmount: bigint;
  if (exactBuy) {
    buyAmount = BigInt(query.get('buyAmount')!);
    const gross = ceilDiv(buyAmount * 10_000n, 10_000n - feeBps);
    sellAmount = ceilDiv(gross * buyUsd * sellScale, sellUsd * buyScale);
  } else {
    sellAmount = BigInt(query.get('sellAmount')!);
    const gross = (sellAmount * sellUsd * buyScale) / (buyUsd * sellScale);
    buyAmount = gross - (gross * feeBps) / 10_000n;
  }
  const tradeUsd = (sellAmount * sellUsd) / sellScale;
  if (tradeUsd > NO_LIQUIDITY_ABOVE_USD_MICRO || buyAmount === 0n) return noLiquidity;

  const market = CHAIN_MARKET[chainId]!;
  const shares = tradeUsd < 1_000n * 1_000_000n ? [10_000] : tradeUsd < 100_000n * 1_000_000n ? [7_000, 3_000] : [5_500, 3_000, 1_500];
  const sources = STABLES.has(sell.symbol) && STABLES.has(buy.symbol) ? ['Curve', ...market.sources.filter((s) => s !== 'Curve')] : market.sources;
  const gas = (sell.address === NATIVE_TOKEN.toLowerCase() ? 128_000n : 176_000n) + 64_000n * BigInt(shares.length - 1);
  const fee = (buyAmount * feeBps) / (10_000n - feeBps);
  const taxes = (symbol: string) => ({ buyTaxBps: '0', sellTaxBps: '0', transferTaxBps: String(TRANSFER_TAX_BPS[symbol] ?? 0n) });
  const nativeSell = sell.address === NATIVE_TOKEN.toLowerCase();

  return {
    status: 200,
    body: {
      allowanceTarget: nativeSell ? null : ALLOWANCE_HOLDER,
      blockNumber: String(market.block),
      buyAmount: String(buyAmount),
      buyToken: buy.address,
      fees: {
        integratorFee: null,
        integratorFees: null,
        zeroExFee: feeBps === 0n ? null : { amount: String(fee), token: buy.address, type: 'volume' },
        gasFee: null,
      },
      gas: String(gas),
      gasPrice: String(market.gasPrice),
      issues: { allowance: null, balance: null, simulationIncomplete: false, invalidSourcesPassed: [] },
      liquidityAvailable: true,
      ...(exactBuy
        ? { maxSellAmount: String(ceilDiv(sellAmount * (10_000n + slippageBps), 10_000n)) }
        : { minBuyAmount: String((buyAmount * (10_000n - slippageBps)) / 10_000n) }),
      route: {
        fills: shares.map((share, index) => ({ from: sell.address, to: buy.address, source: sources[index % sources.length], proportionBps: String(share) })),
        tokens: [
          { address: sell.address, symbol: sell.symbol },
          { address: buy.address, symbol: buy.symbol },
        ],
      },
      sellAmount: String(sellAmount),
      sellToken: sell.address,
      tokenMetadata: { buyToken: taxes(buy.symbol), sellToken: taxes(sell.symbol) },
      totalNetworkFee: String(gas * market.gasPrice + market.l1Fee),
      zid: nextZid(),
    },
  };
}
