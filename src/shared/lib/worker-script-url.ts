import type { TrustedScriptURL, TrustedTypePolicyFactory } from 'trusted-types/lib';
import { SCRIPT_URL_POLICY, WORKER_SCRIPT_URLS, type WorkerScriptUrl } from './trusted-types.ts';

const allowWorkerScript = (url: string) => {
  if (!(WORKER_SCRIPT_URLS as readonly string[]).includes(url)) throw new TypeError(`${url} is not one of the app's worker scripts`);
  return url;
};

let policy: { createScriptURL(url: string): TrustedScriptURL } | undefined;

/**
 * A worker script's URL as the CSP's `require-trusted-types-for 'script'` asks for it: a
 * TrustedScriptURL from the app's one script-URL policy, which passes only the app's own worker
 * files. A browser without Trusted Types gets the path itself.
 */
export function workerScriptUrl(url: WorkerScriptUrl): TrustedScriptURL | string {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!factory) return url;
  policy ??= factory.createPolicy(SCRIPT_URL_POLICY, { createScriptURL: allowWorkerScript });
  return policy.createScriptURL(url);
}
