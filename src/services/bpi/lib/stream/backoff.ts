/** The first reconnect waits about a second; each failure doubles it, up to 30 s. */
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (1-based): exponential, with jitter so that many
 * tabs dropped together do not return together. Between 75 % and 100 % of 1 s x 2^(attempt-1),
 * capped at 30 s.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.75 + 0.25 * random()));
}
