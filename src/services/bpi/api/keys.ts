/** The roots of every bpi query key, so the price, rates, history and stats factories share one prefix. */
export const bpiKeys = {
  all: () => ['bpi'] as const,
  /** Every price query, whatever its endpoints: what a refresh of "the price" refetches. */
  prices: () => [...bpiKeys.all(), 'price'] as const,
};
