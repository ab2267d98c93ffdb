import { z, type ZodError } from '../../../../shared/lib/zod.ts';

/** The products the feed is asked for, and the currency each one prices BTC in. */
export const FEED_PRODUCTS = ['BTC-USD', 'BTC-EUR', 'BTC-GBP'] as const;
export type FeedProduct = (typeof FEED_PRODUCTS)[number];
export const currencyOfProduct = (product: FeedProduct) => product.slice(4);

/** The message the feed needs within 5 s of opening, or it disconnects. */
export const subscribeMessage = () => JSON.stringify({ type: 'subscribe', product_ids: FEED_PRODUCTS, channels: ['ticker', 'heartbeat'] });

/** A decimal the feed sends as text ("4388.01000000"): kept as text, so no float ever stands for it. */
const decimalText = z.string().check(z.regex(/^\d{1,15}(\.\d{1,12})?$/, 'Expected a decimal number as text'));
const positiveDecimal = decimalText.check(z.refine((value) => /[1-9]/.test(value), 'Expected a positive price'));

/** ISO times with micro- or nanoseconds ("2017-09-02T17:05:49.250000Z"), to milliseconds. */
const feedTime = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, 'Expected an ISO time in UTC')),
  z.transform((value) => Date.parse(value.replace(/(\.\d{3})\d+Z$/, '$1Z'))),
);

const product = z.enum(FEED_PRODUCTS);
const nonNegativeInt = z.int().check(z.nonnegative());

const tickerSchema = z.object({
  type: z.literal('ticker'),
  sequence: nonNegativeInt,
  product_id: product,
  price: positiveDecimal,
  open_24h: z.optional(decimalText),
  high_24h: z.optional(decimalText),
  low_24h: z.optional(decimalText),
  volume_24h: z.optional(decimalText),
  time: feedTime,
  trade_id: z.optional(nonNegativeInt),
});

const heartbeatSchema = z.object({
  type: z.literal('heartbeat'),
  sequence: nonNegativeInt,
  product_id: product,
  time: feedTime,
});

const errorSchema = z.object({
  type: z.literal('error'),
  message: z.string().check(z.maxLength(500)),
  reason: z.optional(z.string().check(z.maxLength(500))),
});

/** The last 24 hours of one product, as the ticker carries them (exact decimals as text). */
export interface DayFigures {
  open: string;
  high: string;
  low: string;
  volume: string;
}

/** One ticker message: the newest trade (possibly several matches folded into one). */
export interface Tick {
  product: FeedProduct;
  currency: string;
  /** Exact decimal text. */
  price: string;
  /** The trade's time, Unix ms. */
  time: number;
  /** Counts the whole product feed: gaps between ticker messages are normal. Absent on a REST seed. */
  sequence?: number;
  tradeId?: number;
  day?: DayFigures;
}

export type FeedMessage =
  | { type: 'ticker'; tick: Tick }
  | { type: 'heartbeat'; product: FeedProduct; time: number }
  | { type: 'subscriptions' }
  | { type: 'error'; message: string; reason?: string }
  /** A type the feed added since: ignored. */
  | { type: 'unknown'; name: string }
  /** Not JSON, or a known type in the wrong shape: skipped. */
  | { type: 'malformed'; detail: string };

const describeIssue = (error: ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'not readable';
};

function toTick(message: z.output<typeof tickerSchema>): Tick {
  const { open_24h: open, high_24h: high, low_24h: low, volume_24h: volume } = message;
  return {
    product: message.product_id,
    currency: currencyOfProduct(message.product_id),
    price: message.price,
    time: message.time,
    sequence: message.sequence,
    tradeId: message.trade_id,
    ...(open && high && low && volume ? { day: { open, high, low, volume } } : {}),
  };
}

/** Reads one frame of the feed. Never throws: what cannot be used says why. */
export function parseFeedMessage(data: unknown): FeedMessage {
  if (typeof data !== 'string') return { type: 'malformed', detail: 'not a text frame' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { type: 'malformed', detail: 'not JSON' };
  }
  const type = (json as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') return { type: 'malformed', detail: 'no message type' };
  switch (type) {
    case 'ticker': {
      const parsed = tickerSchema.safeParse(json);
      return parsed.success ? { type: 'ticker', tick: toTick(parsed.data) } : { type: 'malformed', detail: `ticker ${describeIssue(parsed.error)}` };
    }
    case 'heartbeat': {
      const parsed = heartbeatSchema.safeParse(json);
      return parsed.success
        ? { type: 'heartbeat', product: parsed.data.product_id, time: parsed.data.time }
        : { type: 'malformed', detail: `heartbeat ${describeIssue(parsed.error)}` };
    }
    case 'subscriptions':
      return { type: 'subscriptions' };
    case 'error': {
      const parsed = errorSchema.safeParse(json);
      return parsed.success
        ? { type: 'error', message: parsed.data.message, reason: parsed.data.reason }
        : { type: 'error', message: 'The feed reported an error it did not describe' };
    }
    default:
      return { type: 'unknown', name: type.slice(0, 40) };
  }
}

/**
 * Whether a tick may replace the one shown for its product: never an older trade. Sequence
 * numbers only order messages of one connection's product feed; gaps between them mean nothing.
 */
export function isNewer(candidate: Tick, shown: Tick | undefined): boolean {
  if (!shown) return true;
  if (candidate.time < shown.time) return false;
  if (candidate.time > shown.time) return true;
  if (candidate.sequence !== undefined && shown.sequence !== undefined) return candidate.sequence > shown.sequence;
  return candidate.tradeId !== undefined && shown.tradeId !== undefined && candidate.tradeId > shown.tradeId;
}
