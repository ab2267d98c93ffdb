/** Arbeitnow-specific guidance shown under the standard error advice. */
export const JOBS_ADVICE =
  'Arbeitnow is a free API behind Cloudflare: it limits fast paging (HTTP 429) and sometimes answers with a challenge page instead of JSON. Waiting a little usually helps.';
